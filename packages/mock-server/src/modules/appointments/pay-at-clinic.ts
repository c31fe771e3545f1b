import { AppointmentMode, AppointmentStatus, PaymentStatus } from '@ehp/api-types';
import { conflict, ErrorCode } from '../../http/errors.ts';
import type { StoreData } from '../../store/types.ts';
import { paymentProblem, refusal, type Timeline } from './lifecycle.ts';
import { commit, ownTimeline, patientTimelines } from './records.ts';

/** Upcoming visits a patient may hold to pay at the clinic: more would let one person hoard a doctor's times. */
export const MAX_UNPAID_CLINIC_VISITS = 2;

export const PAY_AT_CLINIC_MESSAGES = {
  online: 'Online visits are paid online before the call. Choose a payment method to pay for this one.',
  tooMany: (max: number) =>
    `You already have ${max} upcoming visits to pay at the clinic. Pay online for this one, or cancel one of them.`,
} as const;

/** Confirmed, to be paid at the clinic, not over and nothing paid online: what the cap counts. */
export const unpaidClinicVisit = (t: Timeline): boolean =>
  t.appointment.pay_at_clinic === true &&
  t.appointment.status === AppointmentStatus.confirmed &&
  !t.payments.some((p) => p.status === PaymentStatus.SUCCESS);

/**
 * Confirms a held in-clinic booking to be paid at the clinic. Call inside store.write: the cap is
 * checked and the change written in one synchronous step, so parallel requests cannot pass it.
 */
export function payAtClinic(data: StoreData, patientId: number, appointmentId: number, now: number): Timeline {
  const t = ownTimeline(data, patientId, appointmentId, now);
  const problem = paymentProblem(t);
  if (problem) throw refusal(problem);
  if (t.appointment.mode !== AppointmentMode.clinic) throw conflict(PAY_AT_CLINIC_MESSAGES.online, ErrorCode.conflict);
  const held = patientTimelines(data, patientId, now).filter(unpaidClinicVisit).length;
  if (held >= MAX_UNPAID_CLINIC_VISITS)
    throw conflict(PAY_AT_CLINIC_MESSAGES.tooMany(MAX_UNPAID_CLINIC_VISITS), ErrorCode.too_many_holds);
  const next: Timeline = {
    ...t,
    appointment: {
      ...t.appointment,
      status: AppointmentStatus.confirmed,
      hold_expires_at: null,
      pay_at_clinic: true,
      confirmed_at: new Date(now).toISOString(),
    },
  };
  commit(data, next);
  return next;
}
