import { Stack, Text } from '@mantine/core';
import { SectionCard } from '@/components/section-card';
import {
  bookablePlaces,
  formatHours,
  formatWeekdays,
  placeKey,
  placeName,
  sittingsAt,
  type DoctorProfile,
} from '../lib/schedule';
import { useT } from '@/lib/i18n/language-context';
import { doctorsProfileCatalogue } from '../i18n/profile.en';

/** The doctor's week, per place: weekday names and 12-hour times, in Pakistan time. */
export function WeeklySchedule({ doctor }: { doctor: DoctorProfile }) {
  const t = useT(doctorsProfileCatalogue);
  const places = bookablePlaces(doctor);
  return (
    <SectionCard id="schedule-heading" title={t('week')}>
      {places.length === 0 ? (
        <Text>{t('week.none')}</Text>
      ) : (
        <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {places.map((place) => (
            <Stack gap={2} component="li" key={placeKey(place)}>
              <Text fw={600}>{placeName(place, doctor.locations)}</Text>
              {sittingsAt(doctor.schedule, place).map((entry, i) => (
                <Text size="sm" key={i}>
                  {formatWeekdays(entry.weekdays)}: {formatHours(entry)}
                </Text>
              ))}
            </Stack>
          ))}
        </Stack>
      )}
      <Text size="sm" c="dimmed">
        {t('week.pkt')}
      </Text>
    </SectionCard>
  );
}
