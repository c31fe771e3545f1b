import { Anchor, Stack, Text } from '@mantine/core';
import { MapPinIcon } from '@/components/icons';
import { SectionCard } from '@/components/section-card';
import { mapUrl } from '@/lib/map-link';
import classes from './doctor-profile.module.css';
import type { PracticeLocation } from '../lib/schedule';
import { useT } from '@/lib/i18n/language-context';
import { doctorsProfileCatalogue } from '../i18n/profile.en';

/** Where the doctor sees patients in person, each with a map link when the coordinates are known. */
export function PracticeLocations({ locations }: { locations: readonly PracticeLocation[] }) {
  const t = useT(doctorsProfileCatalogue);
  return (
    <SectionCard id="locations-heading" title={t('places')}>
      {locations.length === 0 ? (
        <Text>{t('places.online')}</Text>
      ) : (
        <ul className={classes.locations}>
          {locations.map((location) => (
            <Stack gap={2} component="li" key={location.id}>
              <Text fw={600} dir="auto">
                {location.clinic_name}
              </Text>
              <Text size="sm" dir="auto">
                {location.branch_name}
              </Text>
              <Text size="sm" c="dimmed" dir="auto">
                {location.address}, {location.city}
              </Text>
              {location.latitude !== undefined && location.longitude !== undefined && (
                <Anchor
                  className="tap-inline"
                  href={mapUrl(location.latitude, location.longitude)}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  aria-label={t('map.aria', {
                    clinic_name: location.clinic_name,
                    branch_name: location.branch_name,
                  })}
                >
                  <MapPinIcon size={14} /> {t('map')}
                </Anchor>
              )}
            </Stack>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
