import { AppointmentStatus, PaymentStatus } from '@ehp/api-types';
import type { Appointment } from '@/lib/appointments';

const open: readonly AppointmentStatus[] = [AppointmentStatus.awaiting_payment, AppointmentStatus.confirmed];

/** Cancel is offered before the appointment starts; the server still has the last word (409). */
export const canCancel = (appointment: Appointment, now: number): boolean =>
  open.includes(appointment.status) && Date.parse(appointment.starts_at) > now;

const held = (appointment: Appointment) =>
  appointment.status === AppointmentStatus.awaiting_payment && appointment.hold_seconds_left > 0;

/** An unpaid hold that can still be paid on the checkout (not while a payment is pending: never pay twice). */
export const canPayNow = (appointment: Appointment): boolean =>
  held(appointment) && appointment.payment_status !== PaymentStatus.PENDING;

/** A held slot whose payment is pending: the checkout shows how it settles. */
export const paymentPending = (appointment: Appointment): boolean =>
  held(appointment) && appointment.payment_status === PaymentStatus.PENDING;

/** A booked video consultation still to come: the doctor will ring on this page. */
export const awaitsDoctorCall = (appointment: Appointment, now: number): boolean =>
  appointment.mode === 'online' &&
  appointment.status === AppointmentStatus.confirmed &&
  Date.parse(appointment.starts_at) > now - 60 * 60_000;
