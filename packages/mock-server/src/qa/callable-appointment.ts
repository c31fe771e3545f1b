import {
  AppointmentMode,
  AppointmentStatus,
  pakistanDate,
  pakistanTime,
  PaymentMethod,
  PaymentStatus,
  RefundStatus,
} from '@ehp/api-types';
import { badRequest, notFound } from '../http/errors.ts';
import { nextAppointmentId } from '../modules/appointments/book.ts';
import { appointmentsOf, currentTimeline, slotMinutesOf } from '../modules/appointments/records.ts';
import { callStartProblem, type CallWindowConfig } from '../modules/calls/doctor-rules.ts';
import { findDirectoryDoctor } from '../modules/doctors/availability.ts';
import { paymentReference } from '../modules/payments/routes.ts';
import type { Store } from '../store/store.ts';
import type { AppointmentRecord, StoreData } from '../store/types.ts';

// POST /__qa/call-appointments: an appointment the doctor may ring the patient for right now, so a
// call from the doctor dashboard (the conformance kit's notify.callAppointment hook) needs neither
// a booking at the gateway nor a move of the mock clock.

/** The gateway's "completed" code, recorded on the payment QA makes. */
const PAID_CODE = '000';

export interface CallableRequest {
  patientId: number;
  pmdc: string;
  now: number;
  window: CallWindowConfig;
}

/** The patient's appointment with the doctor that call_start accepts now, if there is one. */
export function openCallAppointment(data: StoreData, req: CallableRequest): AppointmentRecord | undefined {
  return appointmentsOf(data, req.patientId).find(
    (a) =>
      callStartProblem({
        appointment: currentTimeline(data, a, req.now).appointment,
        doctorPmdc: req.pmdc,
        now: req.now,
        slotMinutes: slotMinutesOf(data, a),
        window: req.window,
      }) === null,
  );
}

/**
 * That open appointment, or a new one: online, confirmed and paid, starting at the current minute
 * (Pakistan time) whatever the doctor's hours, so its call window is open. Runs inside store.write.
 */
export function callableAppointment(
  store: Store,
  data: StoreData,
  req: CallableRequest,
): { appointment: AppointmentRecord; created: boolean } {
  if (!data.patients.some((p) => p.id === req.patientId)) throw notFound(`Patient ${req.patientId} not found`);
  const doctor = findDirectoryDoctor(data, req.pmdc);
  if (!doctor) throw notFound(`No doctor with PMDC number ${req.pmdc} in the directory`);
  const fee = doctor.profile.fee_online;
  if (fee === null) throw badRequest(`${doctor.name} does not offer online visits`);
  const open = openCallAppointment(data, req);
  if (open) return { appointment: open, created: false };
  const at = new Date(req.now).toISOString();
  const appointment: AppointmentRecord = {
    id: nextAppointmentId(store, data),
    patient_id: req.patientId,
    pmdc: doctor.pmdc,
    mode: AppointmentMode.online,
    location_id: null,
    date: pakistanDate(req.now),
    time: `${pakistanTime(req.now).slice(0, 5)}:00`,
    fee,
    status: AppointmentStatus.confirmed,
    payment_status: PaymentStatus.SUCCESS,
    refund_status: RefundStatus.none,
    hold_expires_at: null,
    created_at: at,
    cancelled_at: null,
    reason: 'QA: a call from the doctor dashboard',
  };
  data.appointments.push(appointment);
  data.payments.push({
    id: paymentReference(store.nextId('payment')),
    appointment_id: appointment.id,
    method: PaymentMethod.jazzcash,
    amount: fee,
    status: PaymentStatus.SUCCESS,
    result_code: PAID_CODE,
    created_at: at,
    settled_at: at,
  });
  return { appointment, created: true };
}
