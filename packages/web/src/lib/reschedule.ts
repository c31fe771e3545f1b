import { MAX_RESCHEDULES, PaymentStatus, RESCHEDULE_NOTICE_HOURS } from '@ehp/api-types';
import type { Appointment } from './appointments';

// Its own module: the pages that offer Change time load it, the doctor's profile does not (tests/size).
/**
 * A confirmed appointment, paid online or to pay at the clinic, more than the notice before its
 * start and moved fewer than the most times: "Change time" is offered (the server has the last word).
 */
export function canReschedule(appointment: Appointment, now: number): boolean {
  const settled = appointment.pay_at_clinic === true || appointment.payment_status === PaymentStatus.SUCCESS;
  return (
    appointment.status === 'confirmed' &&
    settled &&
    (appointment.reschedule_count ?? 0) < MAX_RESCHEDULES &&
    Date.parse(appointment.starts_at) - RESCHEDULE_NOTICE_HOURS * 3_600_000 > now
  );
}
