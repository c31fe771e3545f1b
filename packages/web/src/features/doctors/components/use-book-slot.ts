import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { checkoutPath } from '@/config/paths';
import { HTTP_CONFLICT, httpStatusOf } from '@/lib/http-status';
import { useBookAppointment } from '../api/book-appointment';
import { readVisitReason, reasonForRequest, saveVisitReason } from '../lib/visit-reason';
import type { Place } from '../lib/schedule';

type Options = {
  pmdc: string;
  place: Place;
  date: string;
  followUpOf: number | null;
  /** The slots query's key: booked, its times are fetched afresh. */
  slotsKey: readonly unknown[];
  /** Back from signing in (?book=1): checkout replaces this entry, so Back does not book again. */
  replace: boolean;
  /** The time was just taken (or too many unpaid holds): fresh times are wanted, the time dropped. */
  onTaken: () => void;
};

/** Books the chosen time (with the kept visit note), then goes on to checkout. */
export function useBookSlot({ pmdc, place, date, followUpOf, slotsKey, replace, onTaken }: Options) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const book = useBookAppointment();
  const location = place.locationId === null ? {} : { location_id: place.locationId };

  const bookTime = (time: string) =>
    book.mutate(
      {
        pmdc,
        date,
        time,
        mode: place.mode,
        ...location,
        ...reasonForRequest(readVisitReason(pmdc)),
        ...(followUpOf === null ? {} : { follow_up_of: followUpOf }),
      },
      {
        onSuccess: (res) => {
          void queryClient.invalidateQueries({ queryKey: slotsKey.slice(0, 2) });
          saveVisitReason(pmdc, '');
          navigate(checkoutPath(res.data.appointment.id), { replace });
        },
        onError: (error) => {
          if (httpStatusOf(error) === HTTP_CONFLICT) onTaken();
        },
      },
    );

  return { book, bookTime };
}
