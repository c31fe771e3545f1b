import { AppointmentMode, AppointmentStatus, PaymentStatus, RefundStatus } from '@ehp/api-types';
import type { AppointmentMessageKind } from '../../store/types.ts';
import { startsAt, type Timeline } from '../appointments/lifecycle.ts';

// Which messages an appointment is due, as a pure function of its state now and the notices already
// handled. The outbox records each notice key once (in the same store write as the message), so
// whatever moves the clock, and however often the outbox looks, each message goes out once.

const MINUTE = 60_000;

/** The reminders, earliest first: 24 h and 1 h before every visit, 10 minutes before an online one. */
export const REMINDERS: ReadonlyArray<{ kind: AppointmentMessageKind; minutesBefore: number; onlineOnly: boolean }> = [
  { kind: 'reminder_24h', minutesBefore: 24 * 60, onlineOnly: false },
  { kind: 'reminder_1h', minutesBefore: 60, onlineOnly: false },
  { kind: 'reminder_10m', minutesBefore: 10, onlineOnly: true },
];

/** Missed-call notices per appointment at most (a doctor ringing again and again texts once each time, up to this). */
export const MAX_MISSED_CALL_NOTICES = 3;

/** A notice to record: `kind` null passes it over (a stale reminder a later one replaces). */
export interface DueNotice {
  key: string;
  kind: AppointmentMessageKind | null;
  /** The missed call's instant (ms). */
  calledAt?: number;
}

const MISSED_OUTCOMES = new Set(['missed', 'declined', 'failed']);

export function dueNotices(t: Timeline, callableUntil: number, now: number): DueNotice[] {
  const a = t.appointment;
  const done = a.notices ?? {};
  const out: DueNotice[] = [];
  const start = startsAt(a);
  const paid = t.payments.find((p) => p.status === PaymentStatus.SUCCESS);
  // A free follow-up has nothing to pay: it counts as paid when it was booked (and confirmed). A
  // visit to pay at the clinic counts from when the patient chose that (its reminders say the fee).
  const paidAt = paid
    ? Date.parse(paid.settled_at ?? paid.created_at)
    : a.follow_up_of != null
      ? Date.parse(a.created_at)
      : a.pay_at_clinic && a.confirmed_at
        ? Date.parse(a.confirmed_at)
        : null;
  // After a move the reminders are planned from the move: one whose moment had passed by then is
  // not sent late (the reschedule notice said it all).
  const movedAt = a.rescheduled_from ? Date.parse(a.rescheduled_from.at) : null;
  const plannedFrom = paidAt === null ? null : Math.max(paidAt, movedAt ?? 0);
  const online = a.mode === AppointmentMode.online;

  if (a.status === AppointmentStatus.confirmed && !done.booking_confirmed)
    out.push({ key: 'booking_confirmed', kind: 'booking_confirmed' });

  const moveKey = `rescheduled:${a.reschedule_count ?? 0}`;
  if (a.status === AppointmentStatus.confirmed && movedAt !== null && now < start && !done[moveKey])
    out.push({ key: moveKey, kind: 'rescheduled' });

  if (a.status === AppointmentStatus.confirmed && plannedFrom !== null && now < start) {
    // A reminder is due from its moment until the visit starts, unless the booking was confirmed
    // after that moment (the confirmation said it all). Of several due at once only the latest goes.
    const due = REMINDERS.filter((r) => {
      const at = start - r.minutesBefore * MINUTE;
      return (!r.onlineOnly || online) && !done[r.kind] && at <= now && at > plannedFrom;
    });
    const latest = due.at(-1);
    for (const r of due) out.push({ key: r.kind, kind: r === latest ? r.kind : null });
  }

  const last = a.call_attempts?.at(-1);
  const missedKey = last ? `call:${last.at}` : '';
  const missedSent = Object.keys(done).filter((k) => k.startsWith('call:')).length;
  if (
    last &&
    online &&
    MISSED_OUTCOMES.has(last.outcome) &&
    !done[missedKey] &&
    a.status !== AppointmentStatus.cancelled &&
    now <= callableUntil
  )
    out.push({
      key: missedKey,
      kind: missedSent < MAX_MISSED_CALL_NOTICES ? 'missed_call' : null,
      calledAt: Date.parse(last.at),
    });

  if (a.status === AppointmentStatus.cancelled && paidAt !== null && !done.cancelled)
    out.push({ key: 'cancelled', kind: 'cancelled' });
  if (a.refund_status === RefundStatus.refunded && !done.refunded) out.push({ key: 'refunded', kind: 'refunded' });
  return out;
}
