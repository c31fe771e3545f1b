import { Badge, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { ImageOrIconTile } from '@/components/image-with-fallback';
import * as specialitiesContent from '@/content/specialities';
import { imageUrls } from '@/lib/image-urls';
import { useContent, useT } from '@/lib/i18n/language-context';
import { doctorsSearchCatalogue } from '../i18n/search.en';
import { useApiLabels } from '@/components/use-speciality-names';
import classes from './doctor-finder.module.css';

const ART = 56;

type Props = {
  selected: string | null;
  /** Specialities suggested for the chosen condition. */
  suggested: readonly string[];
  onSelect: (name: string | null) => void;
};

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase();
}

/** Every speciality as a toggle card with its artwork; suggested ones come first. */
export function SpecialityGrid({ selected, suggested, onSelect }: Props) {
  const labels = useApiLabels();
  const { specialities } = useContent(specialitiesContent, 'specialities');
  const t = useT(doctorsSearchCatalogue);
  const ordered = [...specialities].sort(
    (a, b) => Number(suggested.includes(b.name)) - Number(suggested.includes(a.name)),
  );
  return (
    <section aria-labelledby="specialities-heading">
      <Title order={2} fz={22} id="specialities-heading" mb={4}>
        {t('browse')}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {t('browse.help')}
      </Text>
      <div className={classes.specialities}>
        {ordered.map((speciality) => {
          const active = speciality.name === selected;
          return (
            <UnstyledButton
              key={speciality.name}
              aria-pressed={active}
              onClick={() => onSelect(active ? null : speciality.name)}
              style={{ borderRadius: 'var(--mantine-radius-lg)' }}
            >
              <Paper
                withBorder
                radius="lg"
                p="sm"
                h="100%"
                bg={active ? 'var(--mantine-color-brand-0)' : undefined}
                style={{ borderColor: active ? 'var(--mantine-color-brand-7)' : undefined }}
              >
                <Stack gap={6} align="flex-start">
                  <ImageOrIconTile
                    src={imageUrls.speciality(speciality.name)}
                    alt=""
                    size={ART}
                    radius={12}
                    iconRadius="md"
                  >
                    <Text fw={700}>{initials(speciality.name)}</Text>
                  </ImageOrIconTile>
                  <Text fw={600}>{labels.speciality(speciality.name)}</Text>
                  <Text size="sm" c="dimmed">
                    {speciality.description}
                  </Text>
                  {suggested.includes(speciality.name) && (
                    <Badge size="sm" variant="light" color="navy">
                      {t('suggested')}
                    </Badge>
                  )}
                </Stack>
              </Paper>
            </UnstyledButton>
          );
        })}
      </div>
    </section>
  );
}
