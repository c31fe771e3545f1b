import { AppointmentStatus, PaymentFilter, PaymentStatus } from '@ehp/api-types';
import type { AppointmentRecord } from '../../store/types.ts';
import { startsAt, type Timeline } from './lifecycle.ts';

export type When = 'upcoming' | 'past' | 'all';

/** Which payment statuses each of the SPEC's payment filters keeps. */
const FILTERED: Record<PaymentFilter, readonly PaymentStatus[] | null> = {
  [PaymentFilter.Cleared]: [PaymentStatus.SUCCESS],
  [PaymentFilter.Pending]: [PaymentStatus.NOT_STARTED, PaymentStatus.STARTED, PaymentStatus.PENDING],
  [PaymentFilter.Failed]: [PaymentStatus.FAILURE],
  [PaymentFilter.All]: null,
};

export const matchesPaymentFilter = (a: AppointmentRecord, filter: PaymentFilter): boolean =>
  FILTERED[filter]?.includes(a.payment_status) ?? true;

/** Still ahead of the patient: held or confirmed (a completed, cancelled or lapsed one is past). */
export const isUpcoming = (a: AppointmentRecord): boolean =>
  a.status === AppointmentStatus.awaiting_payment || a.status === AppointmentStatus.confirmed;

const byStart = (x: Timeline, y: Timeline) =>
  startsAt(x.appointment) - startsAt(y.appointment) || x.appointment.id - y.appointment.id;

/** Upcoming: the nearest first; past: the latest first; `all` is upcoming then past. */
export function listTimelines(timelines: Timeline[], filter: PaymentFilter, when: When): Timeline[] {
  const kept = timelines.filter((t) => matchesPaymentFilter(t.appointment, filter));
  const upcoming = kept.filter((t) => isUpcoming(t.appointment)).sort(byStart);
  const past = kept.filter((t) => !isUpcoming(t.appointment)).sort((x, y) => byStart(y, x));
  if (when === 'upcoming') return upcoming;
  if (when === 'past') return past;
  return [...upcoming, ...past];
}
