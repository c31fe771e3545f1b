import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { components } from '@ehp/api-types';
import { Link } from 'react-router-dom';
import { FlaskIcon } from '@/components/icons';
import { Isolate } from '@/components/isolate';
import { ImageOrIconTile } from '@/components/image-with-fallback';
import { labPath } from '@/config/paths';
import * as citiesContent from '@/content/cities';
import { formatCount, formatRs } from '@/lib/format-currency';
import { imageUrls } from '@/lib/image-urls';
import { useContent, useT } from '@/lib/i18n/language-context';
import { labsCatalogue } from '../i18n/en';
import { reportDuration } from '../lib/lab-facts';

type Lab = components['schemas']['Lab'];

const LOGO = 56;

/** One lab of the /labs list: logo, name, city, what it offers and a way to its tests. */
export function LabCard({ lab }: { lab: Lab }) {
  const t = useT(labsCatalogue);
  const { cityOptions } = useContent(citiesContent, 'cities');
  const nameId = `lab-${lab.id}`;
  const city = lab.city ? (cityOptions.find((o) => o.value === lab.city)?.label ?? lab.city) : null;
  const facts = [
    lab.test_count ? t('card.tests', { count: formatCount(lab.test_count) }) : null,
    lab.price_from !== undefined ? t('card.from', { price: formatRs(lab.price_from) }) : null,
    lab.fastest_report_hours !== undefined
      ? t('card.fastest', { time: reportDuration(lab.fastest_report_hours) })
      : null,
  ].filter((fact): fact is string => fact !== null);

  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-labelledby={nameId} h="100%">
      <Stack gap="sm" h="100%" justify="space-between">
        <Group gap="md" wrap="nowrap" align="flex-start">
          {lab.has_logo === false ? (
            // No logo to ask for: the tile at once, never a 404 or a broken image before hydration.
            <ThemeIcon size={LOGO} radius="md" variant="light" aria-hidden data-testid="lab-logo-tile">
              <FlaskIcon size={26} />
            </ThemeIcon>
          ) : (
            <ImageOrIconTile src={imageUrls.labLogo(lab.id)} alt="" size={LOGO} radius={12} iconRadius="md">
              <FlaskIcon size={26} />
            </ImageOrIconTile>
          )}
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} fz={18} id={nameId} style={{ overflowWrap: 'anywhere' }}>
              <Isolate dir="auto">{lab.lab_name}</Isolate>
            </Title>
            {city && <Text size="sm">{city}</Text>}
            <Group gap={6}>
              {lab.branch_count !== undefined && (
                <Badge variant="light" color="navy">
                  {lab.branch_count === 1 ? t('card.oneBranch') : t('card.branches', { count: lab.branch_count })}
                </Badge>
              )}
              {lab.home_sampling && <Badge variant="light">{t('homeSampling')}</Badge>}
            </Group>
          </Stack>
        </Group>
        {facts.length > 0 && (
          <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {facts.map((fact) => (
              <Text size="sm" component="li" key={fact}>
                {fact}
              </Text>
            ))}
          </Stack>
        )}
        <Button
          component={Link}
          to={labPath(lab.id)}
          variant="light"
          mih={44}
          aria-label={t('card.viewAria', { lab_name: lab.lab_name })}
        >
          {t('card.view')}
        </Button>
      </Stack>
    </Paper>
  );
}
