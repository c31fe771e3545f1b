import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { Isolate } from '@/components/isolate';
import type { components } from '@ehp/api-types';
import { FlaskIcon, MailIcon, PhoneIcon } from '@/components/icons';
import { ImageOrIconTile } from '@/components/image-with-fallback';
import { imageUrls } from '@/lib/image-urls';
import { useApiLabels } from '@/components/use-speciality-names';
import { isolateAuto } from '@/lib/i18n/translations';
import { useT } from '@/lib/i18n/language-context';
import { labsCatalogue } from '../i18n/en';

type LabInfo = components['schemas']['LabInfo'];

const LOGO = 88;

/** Logo (a flask when there is none), name, facts and contact details of one lab. */
export function LabHeader({ lab }: { lab: LabInfo }) {
  const t = useT(labsCatalogue);
  const labels = useApiLabels();
  // The city in the page's language; the lab's own words ("ISO 15189") kept in their order inside Urdu.
  const facts = [
    lab.city ? labels.city(lab.city) : null,
    lab.established_year ? t('established', { established_year: lab.established_year }) : null,
    lab.accreditation ? isolateAuto(lab.accreditation) : null,
  ].filter(Boolean);
  return (
    <Group gap="lg" align="flex-start" wrap="nowrap">
      <ImageOrIconTile
        src={imageUrls.labLogo(lab.id)}
        alt={t('logo', { lab_name: lab.lab_name })}
        size={LOGO}
        radius={16}
        iconRadius="lg"
      >
        <FlaskIcon size={40} />
      </ImageOrIconTile>
      <Stack gap={6} style={{ minWidth: 0 }}>
        <Title order={1} fz={{ base: 26, sm: 34 }} style={{ overflowWrap: 'anywhere' }}>
          <Isolate dir="auto">{lab.lab_name}</Isolate>
        </Title>
        <Text c="dimmed">{facts.join(' · ')}</Text>
        <Group gap="xs">
          {lab.home_sampling && <Badge variant="light">{t('homeSampling')}</Badge>}
          <Badge variant="light" color="navy">
            {lab.branch_count === 1 ? t('card.oneBranch') : t('card.branches', { count: lab.branch_count })}
          </Badge>
        </Group>
        <Text maw={760} dir="auto">
          {lab.description}
        </Text>
        <Group gap="md">
          <Anchor className="tap-inline" href={`tel:${lab.phone}`} size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              <PhoneIcon size={16} /> <Isolate>{lab.phone}</Isolate>
            </Group>
          </Anchor>
          <Anchor className="tap-inline" href={`mailto:${lab.email}`} size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              <MailIcon size={16} /> <Isolate>{lab.email}</Isolate>
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Group>
  );
}
