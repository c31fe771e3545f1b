import { Anchor, Group, Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { FlaskIcon } from '@/components/icons';
import { ImageOrIconTile } from '@/components/image-with-fallback';
import { labPath } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { imageUrls } from '@/lib/image-urls';
import { labsQueryOptions } from '@/lib/labs-query';
import { useT } from '@/lib/i18n/language-context';
import { patientCatalogue } from '../i18n/en';

const LOGO = 40;

/** The platform's labs, each linking to its page for tests, prices and booking. */
export function LabsShortcut() {
  const t = useT(patientCatalogue);
  const labs = useQuery(labsQueryOptions());
  return (
    <section aria-labelledby="labs-heading" id="labs">
      <Title order={2} fz={20} id="labs-heading" mb="sm">
        {t('labs')}
      </Title>
      {labs.isPending ? (
        <SimpleGrid
          cols={{ base: 1, sm: 2, md: 3 }}
          spacing="sm"
          role="status"
          aria-busy="true"
          aria-label={t('labs.loading')}
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={72} radius="lg" />
          ))}
        </SimpleGrid>
      ) : labs.isError ? (
        <Text c="red.8" role="alert">
          {t('labs.failed', { reason: errorMessage(labs.error) })}
        </Text>
      ) : labs.data.length === 0 ? (
        <Text c="dimmed">{t('labs.none')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {labs.data.map((lab) => (
            <Paper key={lab.id} withBorder radius="lg" p="md">
              <Group gap="sm" wrap="nowrap">
                <ImageOrIconTile src={imageUrls.labLogo(lab.id)} alt="" size={LOGO} radius={8} iconRadius="md">
                  <FlaskIcon size={20} />
                </ImageOrIconTile>
                <div>
                  <Anchor component={Link} to={labPath(lab.id)} fw={600}>
                    {lab.lab_name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {[lab.city, lab.home_sampling ? t('homeSampling') : null].filter(Boolean).join(' · ')}
                  </Text>
                </div>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
