import { AppointmentStatus, HOLD_MINUTES, pakistanInstant, PaymentStatus, RefundStatus } from '@ehp/api-types';
import type { AppointmentRecord, PaymentRecord } from '../../store/types.ts';
import { conflict, ErrorCode, type ApiError } from '../../http/errors.ts';

// An appointment's life, as pure functions of its records and the clock. Nothing here runs on a
// timer: the state is derived whenever it is read, so moving the mock clock forward (QA) is enough
// for holds to lapse, pending payments to settle, visits to end and refunds to arrive.

/** A pending payment settles as completed this long after the payer came back, unless QA decides first. */
export const PENDING_SETTLE_MS = 2 * 60_000;
/** The gateway confirms a refund this long after it started. */
export const REFUND_MS = 5 * 60_000;
export const HOLD_MS = HOLD_MINUTES * 60_000;

/** One appointment with its payments, oldest first. */
export interface Timeline {
  appointment: AppointmentRecord;
  payments: PaymentRecord[];
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The slot's instant. */
export const startsAt = (a: Pick<AppointmentRecord, 'date' | 'time'>): number => pakistanInstant(a.date, a.time);

/** An unpaid booking holds its slot for HOLD_MINUTES, but never past the slot's start. */
export const holdEnd = (bookedAt: number, slotStart: number): number => Math.min(bookedAt + HOLD_MS, slotStart);

/** The payment the appointment is shown with: the successful one if any (it is what paid), else the latest. */
export const latestPayment = (t: Timeline): PaymentRecord | null =>
  t.payments.find((p) => p.status === PaymentStatus.SUCCESS) ?? t.payments.at(-1) ?? null;

/** A started payment still waiting at the gateway with this method: a repeated start returns it. */
export const liveStart = (t: Timeline, method: string): PaymentRecord | undefined =>
  t.payments.find((p) => p.status === PaymentStatus.STARTED && p.method === method);

const hasPending = (t: Timeline) => t.payments.some((p) => p.status === PaymentStatus.PENDING);
const hasSuccess = (t: Timeline) => t.payments.some((p) => p.status === PaymentStatus.SUCCESS);

const copy = (t: Timeline): Timeline => ({
  appointment: { ...t.appointment },
  payments: t.payments.map((p) => ({ ...p })),
});

/** When the refund of a cancelled, paid appointment started: the later of the cancel and the payment. */
function refundStartedAt(t: Timeline): number {
  const paid = t.payments.find((p) => p.status === PaymentStatus.SUCCESS)?.settled_at;
  return Math.max(Date.parse(t.appointment.cancelled_at ?? ''), paid ? Date.parse(paid) : 0);
}

/** Records a payment's outcome at instant `at` on a working copy (the caller copied it). */
function record(t: Timeline, paymentId: string, status: PaymentStatus, at: number, code?: string): void {
  const payment = t.payments.find((p) => p.id === paymentId);
  if (!payment) return;
  payment.status = status;
  if (code !== undefined) payment.result_code = code;
  if (status === PaymentStatus.PENDING) payment.pending_since = iso(at);
  else payment.settled_at = iso(at);
  const a = t.appointment;
  a.payment_status = latestPayment(t)?.status ?? PaymentStatus.NOT_STARTED;
  if (status !== PaymentStatus.SUCCESS) return;
  if (a.status === AppointmentStatus.awaiting_payment) {
    a.status = AppointmentStatus.confirmed;
    a.hold_expires_at = null;
  } else if (a.status === AppointmentStatus.cancelled) {
    // Paid after the patient cancelled (a pending payment that went through): give it back.
    a.refund_status = RefundStatus.pending;
  }
}

/**
 * The appointment and its payments as they are at `now`: pending payments that waited long enough
 * complete, unpaid holds lapse (never while a payment is pending), confirmed visits end, refunds
 * arrive. Pure: returns copies.
 */
export function evolve(t: Timeline, slotMinutes: number, now: number): Timeline {
  const next = copy(t);
  for (const p of next.payments) {
    if (p.status !== PaymentStatus.PENDING || !p.pending_since) continue;
    const due = Date.parse(p.pending_since) + PENDING_SETTLE_MS;
    if (now >= due) record(next, p.id, PaymentStatus.SUCCESS, due);
  }
  const a = next.appointment;
  const start = startsAt(a);
  if (a.status === AppointmentStatus.awaiting_payment && !hasPending(next)) {
    if (now >= Math.min(a.hold_expires_at ?? start, start)) {
      a.status = AppointmentStatus.expired;
      a.hold_expires_at = null;
    }
  }
  if (a.status === AppointmentStatus.confirmed && now >= start + slotMinutes * 60_000) {
    a.status = AppointmentStatus.completed;
  }
  if (a.refund_status === RefundStatus.pending && now >= refundStartedAt(next) + REFUND_MS) {
    a.refund_status = RefundStatus.refunded;
  }
  return next;
}

/** The payment's outcome (gateway or QA) at `now`; pure. Check resultProblem first. */
export function applyResult(
  t: Timeline,
  paymentId: string,
  status: PaymentStatus,
  now: number,
  code?: string,
): Timeline {
  const next = copy(t);
  record(next, paymentId, status, now, code);
  return next;
}

/** Holds or fills its slot: nobody else may book that time. */
export const occupiesSlot = (a: AppointmentRecord): boolean =>
  a.status === AppointmentStatus.awaiting_payment ||
  a.status === AppointmentStatus.confirmed ||
  a.status === AppointmentStatus.completed;

export const MESSAGES = {
  taken: 'This time was just booked by someone else. Please choose another slot.',
  alreadyYours: 'You have already booked this time. Pay for it from your appointments.',
  tooManyHolds: (max: number) =>
    `You already have ${max} bookings waiting for payment. Pay for one, or cancel one, before booking another.`,
  started: 'This appointment has already started and can no longer be cancelled.',
  cancelled: 'This appointment is already cancelled.',
  lapsed: 'This booking lapsed unpaid, so there is nothing to cancel.',
  holdEnded: `The ${HOLD_MINUTES}-minute hold on this slot has ended. Please book the slot again.`,
  payCancelled: 'This appointment was cancelled. Please book a new slot.',
  paid: 'This appointment is already paid.',
  pending: 'A payment for this appointment is pending. Wait for it to settle before paying again.',
  settled: 'This payment is already settled; start a new payment from the checkout page.',
  notFound: (id: number) => `Appointment ${id} not found`,
} as const;

/** The contract's error code for each refusal above (openapi.yaml ErrorCode). */
const PROBLEM_CODES = new Map<string, ErrorCode>([
  [MESSAGES.taken, ErrorCode.slot_taken],
  [MESSAGES.alreadyYours, ErrorCode.slot_already_yours],
  [MESSAGES.started, ErrorCode.appointment_started],
  [MESSAGES.cancelled, ErrorCode.already_cancelled],
  [MESSAGES.lapsed, ErrorCode.booking_lapsed],
  [MESSAGES.holdEnded, ErrorCode.hold_ended],
  [MESSAGES.payCancelled, ErrorCode.appointment_cancelled],
  [MESSAGES.paid, ErrorCode.already_paid],
  [MESSAGES.pending, ErrorCode.payment_pending],
  [MESSAGES.settled, ErrorCode.payment_settled],
]);

/** A 409 for one of the refusals above, with its code. */
export const refusal = (message: string): ApiError =>
  conflict(message, PROBLEM_CODES.get(message) ?? ErrorCode.conflict);

/** Why an (evolved) appointment cannot be cancelled now, or null. */
export function cancelProblem(t: Timeline, now: number): string | null {
  const a = t.appointment;
  if (a.status === AppointmentStatus.cancelled) return MESSAGES.cancelled;
  if (a.status === AppointmentStatus.expired) return MESSAGES.lapsed;
  if (a.status === AppointmentStatus.completed || now >= startsAt(a)) return MESSAGES.started;
  return null;
}

/** Cancels an (evolved) appointment; a paid one is refunded in full. Pure. */
export function cancel(t: Timeline, now: number): Timeline {
  const next = copy(t);
  const a = next.appointment;
  a.status = AppointmentStatus.cancelled;
  a.cancelled_at = iso(now);
  a.hold_expires_at = null;
  if (hasSuccess(next)) a.refund_status = RefundStatus.pending;
  return next;
}

/** Why a new payment cannot start for an (evolved) appointment, or null (a failed one may be retried). */
export function paymentProblem(t: Timeline): string | null {
  const a = t.appointment;
  if (a.status === AppointmentStatus.cancelled) return MESSAGES.payCancelled;
  if (a.status === AppointmentStatus.expired) return MESSAGES.holdEnded;
  if (hasSuccess(t) || a.status !== AppointmentStatus.awaiting_payment) return MESSAGES.paid;
  if (hasPending(t)) return MESSAGES.pending;
  return null;
}

/** Why a started payment cannot take a result now (gateway or QA), or null. */
export function resultProblem(t: Timeline, paymentId: string): string | null {
  const payment = t.payments.find((p) => p.id === paymentId);
  if (!payment || payment.status !== PaymentStatus.STARTED) return MESSAGES.settled;
  return paymentProblem(t);
}

/** Why QA cannot settle or fail a payment: it must be started or pending (a pending one may always be decided). */
export function decisionProblem(t: Timeline, paymentId: string): string | null {
  const payment = t.payments.find((p) => p.id === paymentId);
  if (payment?.status === PaymentStatus.PENDING) return null;
  return resultProblem(t, paymentId);
}
