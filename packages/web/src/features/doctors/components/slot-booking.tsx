import { Text } from '@mantine/core';
import { formatTime12h } from '@/lib/format-time';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { WarningAlert } from '@/components/warning-alert';
import { checkoutPath } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { formatRs } from '@/lib/format-currency';
import { HTTP_CONFLICT, httpStatusOf } from '@/lib/http-status';
import { useBookAppointment } from '../api/book-appointment';
import { doctorSlotsQueryOptions } from '../api/doctor-queries';
import { formatLongDate, formatShortDate } from '../lib/dates';
import { readVisitReason, reasonForRequest, saveVisitReason } from '../lib/visit-reason';
import { slotsQueryFor } from '../lib/profile-choice';
import { placeFee, placeName, type DoctorProfile, type Place } from '../lib/schedule';
import { BookAction } from './book-action';
import { TimeSlots } from './time-slots';
import { isSignedIn, useSession } from '@/lib/session';
import { useAfterHydration } from '@/lib/use-after-hydration';
import { useT } from '@/lib/i18n/language-context';
import { doctorsProfileCatalogue } from '../i18n/profile.en';
import { doctorsFollowUpCatalogue } from '../i18n/follow-up.en';

// The note's textarea arrives after the times (its own chunk): the profile's first load stays in budget.
const VisitReasonInput = lazy(() => import('./visit-reason-input'));

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
  const fee = followUpOf === null ? placeFee(place, doctor) : 0;
  const feeText = followUpOf === null ? (fee !== null ? formatRs(fee) : null) : followUpT('freeFollowUpFee');
  const session = useSession();
  const hydrated = useAfterHydration();
  // Session storage holds the note (kept on every keystroke); the state mirrors it for the input,
  // read after hydration because the server rendered no note.
  const [reason, setReason] = useState('');
  useEffect(() => setReason(readVisitReason(doctor.pmdc)), [doctor.pmdc]);

  const onBook = () => {
    if (time === null) return;
    book.mutate(
      {
        pmdc: doctor.pmdc,
        date,
        time,
        mode: place.mode,
        ...location,
        ...reasonForRequest(readVisitReason(doctor.pmdc)),
        ...(followUpOf === null ? {} : { follow_up_of: followUpOf }),
      },
      {
        onSuccess: (res) => {
          void queryClient.invalidateQueries({ queryKey: slotsQuery.queryKey.slice(0, 2) });
          saveVisitReason(doctor.pmdc, '');
          // Replace the ?book=1 entry, so Back from checkout does not book again.
          navigate(checkoutPath(res.data.appointment.id), { replace: autoBook });
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
        <WarningAlert title={t('thatTimeIsNoLonger')}>
          {t('hasJustBeenBookedPlease', { time: formatTime12h(wantedTime), date: formatLongDate(date) })}
        </WarningAlert>
      )}
      <Text size="sm" fw={500} aria-live="polite">
        {time !== null &&
          t('at', {
            locations: placeName(place, doctor.locations),
            date: formatLongDate(date),
            time: formatTime12h(time),
            fee: feeText !== null ? ` · ${feeText}` : '',
          })}
      </Text>
      {hydrated && (
        <Suspense fallback={null}>
          <VisitReasonInput
            value={reason}
            onChange={(next) => {
              setReason(next);
              saveVisitReason(doctor.pmdc, next);
            }}
          />
        </Suspense>
      )}
      <BookAction
        ready={time !== null}
        pending={book.isPending || (canAutoBook && !book.isError)}
        error={book.error}
        onBook={onBook}
        summary={summary}
        note={followUpOf === null ? undefined : followUpT('confirmedAtOnce')}
        overrides={followUpOf === null ? undefined : { conflict: followUpT('cannotBeFollowUp') }}
      />
    </>
  );
}
