import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatTime12h } from '@/lib/format-time';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { InitialPhoto } from '@/components/initial-photo';
import { useSpecialityNames } from '@/components/use-speciality-names';
import { formatRs } from '@/lib/format-currency';
import { imageUrls } from '@/lib/image-urls';
import { RETURN_PARAM } from '@/lib/return-path';
import { doctorProfileQueryOptions } from '../api/doctor-queries';
import { bookingFromPath } from '../lib/booking-from-path';
import { formatLongDate } from '../lib/dates';
import { choosePlace } from '../lib/profile-choice';
import { bookablePlaces, placeFee, placeName } from '../lib/schedule';
import { useT } from '@/lib/i18n/language-context';
import { doctorsProfileCatalogue } from '../i18n/profile.en';

/**
 * On the sign-in page, when `next` is a doctor's profile with a time chosen: what is being booked
 * (doctor, place, date, time, fee), so signing in reads as a step of the booking, not a detour.
 */
export default function BookingInProgress() {
  const t = useT(doctorsProfileCatalogue);
  const specialityNames = useSpecialityNames();
  const [params] = useSearchParams();
  const booking = bookingFromPath(params.get(RETURN_PARAM));
  const profile = useQuery({ ...doctorProfileQueryOptions(booking?.pmdc ?? ''), enabled: booking !== null });
  if (booking === null || !profile.data) return null;
  const doctor = profile.data.data.doctor;
  const place = choosePlace(bookablePlaces(doctor), booking);
  const fee = place ? placeFee(place, doctor) : null;
  return (
    <Paper withBorder radius="md" p="md" bg="brand.0" component="section" aria-labelledby="booking-in-progress">
      <Stack gap="xs">
        <Text id="booking-in-progress" fw={700}>
          {t('booking')}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <InitialPhoto src={doctor.has_photo ? imageUrls.doctor(doctor.pmdc) : null} name={doctor.name} size={48} />
          <div style={{ minWidth: 0 }}>
            <Text fw={600}>{doctor.name}</Text>
            <Text size="sm">{specialityNames(doctor.specialities)}</Text>
          </div>
        </Group>
        <Text size="sm">
          {t('chosen', {
            locations: place ? placeName(place, doctor.locations) : '',
            date: formatLongDate(booking.date),
            time: formatTime12h(booking.time),
            fee: fee !== null ? ` · ${formatRs(fee)}` : '',
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('book.codeNote')}
        </Text>
      </Stack>
    </Paper>
  );
}
