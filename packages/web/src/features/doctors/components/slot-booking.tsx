import { Text } from '@mantine/core';
import { formatTime12h } from '@/lib/format-time';
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { WarningAlert } from '@/components/warning-alert';
import { errorMessage } from '@/lib/api';
import { formatRs } from '@/lib/format-currency';
import { doctorSlotsQueryOptions } from '../api/doctor-queries';
import { formatLongDate, formatShortDate } from '../lib/dates';
import { slotsQueryFor } from '../lib/profile-choice';
import { placeFee, placeName, type DoctorProfile, type Place } from '../lib/schedule';
import { BookAction } from './book-action';
import { TimeSlots } from './time-slots';
import { useBookSlot } from './use-book-slot';
import { VisitReasonNote } from './visit-reason-note';
import { isSignedIn, useSession } from '@/lib/session';
import { useT } from '@/lib/i18n/language-context';
import { doctorsProfileCatalogue } from '../i18n/profile.en';
import { doctorsFollowUpCatalogue } from '../i18n/follow-up.en';

type Props = {
  doctor: DoctorProfile;
  place: Place;
  date: string;
  /** The time in the URL; it counts only while the slot is still free. */
  wantedTime: string | null;
  onPickTime: (time: string | null) => void;
  /** Back from signing in with a time chosen: book it at once and go on to checkout. */
  autoBook: boolean;
  /** Books the free follow-up of this appointment (no fee, confirmed at once), else null. */
  followUpOf?: number | null;
};

/** One day's times at one place, and booking the chosen one. */
export function SlotBooking({ doctor, place, date, wantedTime, onPickTime, autoBook, followUpOf = null }: Props) {
  const t = useT(doctorsProfileCatalogue);
  const followUpT = useT(doctorsFollowUpCatalogue);
  const slotsQuery = doctorSlotsQueryOptions(slotsQueryFor(doctor.pmdc, place, date));
  const slots = useQuery(slotsQuery);
  const { book, bookTime } = useBookSlot({
    pmdc: doctor.pmdc,
    place,
    date,
    followUpOf,
    slotsKey: slotsQuery.queryKey,
    replace: autoBook,
    onTaken: () => {
      void slots.refetch();
      onPickTime(null);
    },
  });
  const list = slots.data?.data.slots;
  const time = list?.some((s) => s.time === wantedTime && s.available) ? wantedTime : null;
  // Someone booked the time while this patient was signing in, or the link is old.
  const gone = wantedTime !== null && list !== undefined && time === null;
  const fee = followUpOf === null ? placeFee(place, doctor) : 0;
  const feeText = followUpOf === null ? (fee !== null ? formatRs(fee) : null) : followUpT('fee');
  const session = useSession();

  const onBook = () => {
    if (time !== null) bookTime(time);
  };

  // Once per visit, and only for a signed-in patient with the kept time still free.
  const autoBooked = useRef(false);
  const canAutoBook = autoBook && time !== null && isSignedIn(session) && session.role === 'patient';
  useEffect(() => {
    if (!canAutoBook || autoBooked.current) return;
    autoBooked.current = true;
    onBook();
  });

  const summary =
    time === null ? null : [formatShortDate(date), formatTime12h(time), ...(feeText !== null ? [feeText] : [])];

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
        <WarningAlert title={t('gone')}>
          {t('gone.help', { time: formatTime12h(wantedTime), date: formatLongDate(date) })}
        </WarningAlert>
      )}
      <Text size="sm" fw={500} aria-live="polite">
        {time !== null &&
          t('chosen', {
            locations: placeName(place, doctor.locations),
            date: formatLongDate(date),
            time: formatTime12h(time),
            fee: feeText !== null ? ` · ${feeText}` : '',
          })}
      </Text>
      <VisitReasonNote pmdc={doctor.pmdc} />
      <BookAction
        ready={time !== null}
        pending={book.isPending || (canAutoBook && !book.isError)}
        error={book.error}
        onBook={onBook}
        summary={summary}
        note={followUpOf === null ? undefined : followUpT('bookNote')}
        overrides={followUpOf === null ? undefined : { conflict: followUpT('refused') }}
      />
    </>
  );
}
