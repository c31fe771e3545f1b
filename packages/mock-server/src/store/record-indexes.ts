import { defineIndex } from './indexes.ts';
import type { AppointmentRecord, MessageRecord, PaymentRecord } from './types.ts';

// The lookups the booking and payment writes make, so they cost the same with 10 appointments or
// 100,000 (see indexes.ts). Domain rules (which appointment holds a slot) stay in the modules.

export const APPOINTMENT_BY_ID = defineIndex<AppointmentRecord>(['appointments'], (a) => [String(a.id)]);
export const APPOINTMENTS_BY_PATIENT = defineIndex<AppointmentRecord>(['appointments'], (a) => [String(a.patient_id)]);
/** A doctor's appointments on a Pakistan date: who holds which time. */
export const APPOINTMENTS_BY_DOCTOR_DAY = defineIndex<AppointmentRecord>(['appointments'], (a) => [
  doctorDayKey(a.pmdc, a.date),
]);
export const doctorDayKey = (pmdc: string, date: string): string => `${pmdc}|${date}`;

export const PAYMENT_BY_ID = defineIndex<PaymentRecord>(['payments'], (p) => [p.id]);
export const PAYMENTS_BY_APPOINTMENT = defineIndex<PaymentRecord>(['payments'], (p) => [String(p.appointment_id)]);

/** Appointments by their Pakistan date: the outbox looks only at the days around today. */
export const APPOINTMENTS_BY_DATE = defineIndex<AppointmentRecord>(['appointments'], (a) => [a.date]);
/** Messages by the number they went to (QA's outbox), and the ones still to hand to the sender. */
export const MESSAGES_BY_PHONE = defineIndex<MessageRecord>(['messages'], (m) => [m.phone]);
export const MESSAGES_QUEUED = defineIndex<MessageRecord>(['messages'], (m) =>
  m.status === 'queued' ? ['queued'] : [],
);
export const MESSAGE_BY_ID = defineIndex<MessageRecord>(['messages'], (m) => [String(m.id)]);
