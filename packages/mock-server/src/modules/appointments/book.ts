import {
  AppointmentMode,
  AppointmentStatus,
  MAX_UNPAID_HOLDS,
  PaymentStatus,
  RefundStatus,
  type components,
} from '@ehp/api-types';
import { ApiError, conflict, notFound, ErrorCode } from '../../http/errors.ts';
import type { Store } from '../../store/store.ts';
import type { AppointmentRecord, StoreData } from '../../store/types.ts';
import { appointmentsOn, findDirectoryDoctor, holdsSlot, slotProblem } from '../doctors/availability.ts';
import { followUpOriginal } from './follow-up.ts';
import { holdEnd, MESSAGES, refusal, startsAt } from './lifecycle.ts';
import { patientTimelines } from './records.ts';

type BookRequest = components['schemas']['BookAppointmentRequest'];

/** The stored note: trimmed, blank as none (the contract's pattern and maxLength are checked before). */
export const visitReason = (raw: string | undefined): string | null => {
  const trimmed = raw?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** Appointment ids follow the contract's examples (5012) rather than starting at 1. */
const FIRST_APPOINTMENT_ID = 5001;

/** The next appointment id. Call inside store.write. */
export function nextAppointmentId(store: Store, data: StoreData): number {
  data.next_ids.appointment ??= FIRST_APPOINTMENT_ID;
  return store.nextId('appointment');
}

/** Who holds or fills this doctor's time on that date (any mode: one doctor, one time), if anyone. */
const holderOf = (data: StoreData, req: BookRequest, now: number): AppointmentRecord | undefined =>
  appointmentsOn(data, req.pmdc, req.date).find((a) => a.time === req.time && holdsSlot(data, a, now));

/**
 * Books a slot for a patient. Runs inside store.write: the checks and the insert happen in one
 * synchronous step, so of two concurrent bookings of one slot exactly one can pass.
 */
export function book(
  store: Store,
  data: StoreData,
  patientId: number,
  req: BookRequest,
  now: number,
): AppointmentRecord {
  // A free follow-up names the visit it follows: checked first, so its refusals say what is wrong with it.
  const original =
    req.follow_up_of === undefined
      ? null
      : followUpOriginal(data, patientId, { ...req, follow_up_of: req.follow_up_of }, now);
  const doctor = findDirectoryDoctor(data, req.pmdc);
  if (!doctor) throw notFound(`No doctor with PMDC number ${req.pmdc} in the directory`);
  const problem = slotProblem(data, doctor, req, now);
  if (problem) throw new ApiError(problem.status, problem.message);

  // takenTimes' rule (holdsSlot), applied to find who holds the time, so a patient is told it is theirs.
  const holder = holderOf(data, req, now);
  if (holder) throw refusal(holder.patient_id === patientId ? MESSAGES.alreadyYours : MESSAGES.taken);
  if (original) return bookFollowUp(store, data, original, req, now);
  const unpaid = patientTimelines(data, patientId, now).filter(
    (t) => t.appointment.status === AppointmentStatus.awaiting_payment,
  );
  if (unpaid.length >= MAX_UNPAID_HOLDS)
    throw conflict(MESSAGES.tooManyHolds(MAX_UNPAID_HOLDS), ErrorCode.too_many_holds);

  const online = req.mode === AppointmentMode.online;
  const fee = online ? doctor.profile.fee_online : doctor.profile.fee_clinic;
  if (fee === null) throw new ApiError(400, `${doctor.name} does not offer ${online ? 'online' : 'in-clinic'} visits`);
  const appointment: AppointmentRecord = {
    id: nextAppointmentId(store, data),
    patient_id: patientId,
    pmdc: doctor.pmdc,
    mode: req.mode,
    location_id: online ? null : (req.location_id ?? null),
    date: req.date,
    time: req.time,
    fee,
    status: AppointmentStatus.awaiting_payment,
    payment_status: PaymentStatus.NOT_STARTED,
    refund_status: RefundStatus.none,
    hold_expires_at: holdEnd(now, startsAt(req)),
    created_at: new Date(now).toISOString(),
    cancelled_at: null,
    reason: visitReason(req.reason),
    lang: req.lang === 'ur' ? 'ur' : 'en',
  };
  data.appointments.push(appointment);
  return appointment;
}

/** The free follow-up of `original`, checked by book: confirmed at once, fee 0, nothing to pay (settled). */
function bookFollowUp(
  store: Store,
  data: StoreData,
  original: AppointmentRecord,
  req: BookRequest,
  now: number,
): AppointmentRecord {
  const appointment: AppointmentRecord = {
    id: nextAppointmentId(store, data),
    patient_id: original.patient_id,
    pmdc: original.pmdc,
    mode: AppointmentMode.online,
    location_id: null,
    date: req.date,
    time: req.time,
    fee: 0,
    status: AppointmentStatus.confirmed,
    // Nothing to pay: settled at Rs. 0, so the doctor may call it and it lists as cleared.
    payment_status: PaymentStatus.SUCCESS,
    refund_status: RefundStatus.none,
    hold_expires_at: null,
    created_at: new Date(now).toISOString(),
    cancelled_at: null,
    reason: visitReason(req.reason),
    lang: req.lang === 'ur' ? 'ur' : 'en',
    follow_up_of: original.id,
  };
  data.appointments.push(appointment);
  return appointment;
}
