import { AppointmentMode, slotTimes, weekdayOf } from '@ehp/api-types';
import { notFound } from '../../http/errors.ts';
import type { RequestSession } from '../../http/session.ts';
import { lookup } from '../../store/indexes.ts';
import {
  APPOINTMENT_BY_ID,
  APPOINTMENTS_BY_PATIENT,
  PAYMENT_BY_ID,
  PAYMENTS_BY_APPOINTMENT,
} from '../../store/record-indexes.ts';
import type { AppointmentRecord, PaymentRecord, StoreData } from '../../store/types.ts';
import { evolve, MESSAGES, type Timeline } from './lifecycle.ts';

// Store access for appointments: the records as the clock says they are now, and writing back.

/** Used only when the doctor's schedule no longer names the sitting of a booked slot. */
const FALLBACK_SLOT_MINUTES = 20;

/** How long the appointment's slot lasts: the sitting of its doctor, mode, location and weekday. */
export function slotMinutesOf(data: StoreData, a: AppointmentRecord): number {
  const schedule = data.doctors.find((d) => d.pmdc === a.pmdc)?.profile?.schedule ?? [];
  const sittings = schedule.filter(
    (s) => s.mode === a.mode && (a.mode === AppointmentMode.online || s.location_id === a.location_id),
  );
  const sitting =
    sittings.find((s) => s.weekdays.includes(weekdayOf(a.date)) && slotTimes(s).includes(a.time)) ?? sittings[0];
  return sitting?.slot_minutes ?? FALLBACK_SLOT_MINUTES;
}

/** The appointment with its payments (oldest first), as stored. */
export const storedTimeline = (data: StoreData, a: AppointmentRecord): Timeline => ({
  appointment: a,
  payments: paymentsOf(data, a.id),
});

/** An appointment's payments, oldest first. */
export const paymentsOf = (data: StoreData, appointmentId: number): PaymentRecord[] =>
  lookup(data, PAYMENTS_BY_APPOINTMENT, String(appointmentId)).filter((p) => p.appointment_id === appointmentId);

export const appointmentById = (data: StoreData, id: number): AppointmentRecord | undefined =>
  lookup(data, APPOINTMENT_BY_ID, String(id)).find((a) => a.id === id);

const paymentById = (data: StoreData, id: string): PaymentRecord | undefined =>
  lookup(data, PAYMENT_BY_ID, id).find((p) => p.id === id);

/** The appointment with its payments as they are at `now` (copies; the store is untouched). */
export const currentTimeline = (data: StoreData, a: AppointmentRecord, now: number): Timeline =>
  evolve(storedTimeline(data, a), slotMinutesOf(data, a), now);

/** Writes a timeline over its records. Call inside store.write. */
export function commit(data: StoreData, t: Timeline): void {
  const stored = appointmentById(data, t.appointment.id);
  if (stored) Object.assign(stored, t.appointment);
  for (const payment of t.payments) {
    const known = paymentById(data, payment.id);
    if (known) Object.assign(known, payment);
  }
}

/**
 * One of the patient's appointments, now. Another patient's id is 404 exactly like an unknown
 * one, so ids reveal nothing.
 */
export function ownTimeline(data: StoreData, patientId: number, id: number, now: number): Timeline {
  const a = appointmentById(data, id);
  if (!a || a.patient_id !== patientId) throw notFound(MESSAGES.notFound(id));
  return currentTimeline(data, a, now);
}

/** The patient's appointments, as stored. */
export const appointmentsOf = (data: StoreData, patientId: number): AppointmentRecord[] =>
  lookup(data, APPOINTMENTS_BY_PATIENT, String(patientId)).filter((a) => a.patient_id === patientId);

/** The patient's appointments, now. */
export const patientTimelines = (data: StoreData, patientId: number, now: number): Timeline[] =>
  appointmentsOf(data, patientId).map((a) => currentTimeline(data, a, now));

/** The signed-in patient's id (the role guard let only patients through). */
export const patientIdOf = (session: RequestSession): number => Number(session.user?.user_id);

/** The appointment a payment belongs to, now, or null for an unknown payment. */
export function paymentTimeline(data: StoreData, paymentId: string, now: number): Timeline | null {
  const payment = paymentById(data, paymentId);
  const appointment = payment && appointmentById(data, payment.appointment_id);
  return appointment ? currentTimeline(data, appointment, now) : null;
}
