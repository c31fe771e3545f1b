import { Text } from '@mantine/core';
import { formatTime12h } from '@ehp/api-types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { WarningAlert } from '@/components/warning-alert';
import { checkoutPath } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { formatRs } from '@/lib/format-currency';
import { HTTP_CONFLICT, httpStatusOf } from '@/lib/http-status';
import { useBookAppointment } from '../api/book-appointment';
import { doctorSlotsQueryOptions } from '../api/doctor-queries';
import { formatLongDate } from '../lib/dates';
import { slotsQueryFor } from '../lib/profile-choice';
import { placeFee, placeName, type DoctorProfile, type Place } from '../lib/schedule';
import { BookAction } from './book-action';
import { TimeSlots } from './time-slots';
import { useT } from '@/lib/i18n/language-context';
import { doctorsProfileCatalogue } from '../i18n/profile.en';

type Props = {
  doctor: DoctorProfile;
  place: Place;
  date: string;
  /** The time in the URL; it counts only while the slot is still free. */
  wantedTime: string | null;
  onPickTime: (time: string | null) => void;
};

/** One day's times at one place, and booking the chosen one. */
export function SlotBooking({ doctor, place, date, wantedTime, onPickTime }: Props) {
  const t = useT(doctorsProfileCatalogue);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const book = useBookAppointment();
  const location = place.locationId === null ? {} : { location_id: place.locationId };
  const slotsQuery = doctorSlotsQueryOptions(slotsQueryFor(doctor.pmdc, place, date));
  const slots = useQuery(slotsQuery);
  const list = slots.data?.data.slots;
  const time = list?.some((s) => s.time === wantedTime && s.available) ? wantedTime : null;
  // Someone booked the time while this patient was signing in, or the link is old.
  const gone = wantedTime !== null && list !== undefined && time === null;
  const fee = placeFee(place, doctor);

  const onBook = () => {
    if (time === null) return;
    book.mutate(
      { pmdc: doctor.pmdc, date, time, mode: place.mode, ...location },
      {
        onSuccess: (res) => {
          void queryClient.invalidateQueries({ queryKey: slotsQuery.queryKey.slice(0, 2) });
          navigate(checkoutPath(res.data.appointment.id));
        },
        onError: (error) => {
          if (httpStatusOf(error) !== HTTP_CONFLICT) return;
          // Just taken (or too many unpaid holds): show fresh times, keep place and date, drop the time.
          void slots.refetch();
          onPickTime(null);
        },
      },
    );
  };

  return (
    <>
      <TimeSlots
        slots={list}
        error={slots.isError ? errorMessage(slots.error) : null}
        onRetry={() => void slots.refetch()}
        selected={time}
        onPick={(picked) => {
          book.reset();
          onPickTime(picked);
        }}
      />
      {gone && !book.error && (
        <WarningAlert title={t('thatTimeIsNoLonger')}>
          {formatTime12h(wantedTime)} {t('on2')} {formatLongDate(date)} {t('hasJustBeenBookedPlease')}
        </WarningAlert>
      )}
      <Text size="sm" fw={500} aria-live="polite">
        {time !== null &&
          t('at', {
            locations: placeName(place, doctor.locations),
            date: formatLongDate(date),
            time: formatTime12h(time),
            fee: fee !== null ? ` · ${formatRs(fee)}` : '',
          })}
      </Text>
      <BookAction ready={time !== null} pending={book.isPending} error={book.error} onBook={onBook} />
    </>
  );
}
