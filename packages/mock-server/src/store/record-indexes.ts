import { defineIndex } from './indexes.ts';
import type { AppointmentRecord, PaymentRecord } from './types.ts';

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
