import { PaymentFailureReason, paymentFailureReason, PaymentStatus, type components } from '@ehp/api-types';
import type { PaymentRecord, StoreData } from '../../store/types.ts';
import { visitHappened } from '../after-visit/rules.ts';
import { callAttemptsJson } from '../calls/attempts.ts';
import type { CallWindowConfig } from '../calls/doctor-rules.ts';
import { callWindowJson, readyAt } from '../messages/readiness.ts';
import { freeFollowUpUntil } from './follow-up.ts';
import { latestPayment, startsAt, type Timeline } from './lifecycle.ts';

type S = components['schemas'];

/** Seconds the contract allows in hold_seconds_left (holds are 10 minutes; this is the schema's cap). */
const MAX_HOLD_SECONDS = 3600;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Why a failed payment failed: from its failing code; a pending code that then failed never got
 * its confirmation (timed out); no code at all, unknown.
 */
const failureReason = (code: string | null): PaymentFailureReason =>
  code === null ? PaymentFailureReason.unknown : (paymentFailureReason(code) ?? PaymentFailureReason.timed_out);

export function paymentJson(p: PaymentRecord): S['Payment'] {
  return {
    id: p.id,
    appointment_id: p.appointment_id,
    method: p.method,
    amount: p.amount,
    status: p.status,
    result_code: p.result_code,
    created_at: p.created_at,
    settled_at: p.settled_at,
    failure_reason: p.status === PaymentStatus.FAILURE ? failureReason(p.result_code) : null,
  };
}

/**
 * The contract's Appointment: the doctor, the patient's name, the location and the latest payment;
 * with the call window (online visits) when `window` is given.
 */
export function appointmentJson(
  data: StoreData,
  t: Timeline,
  now: number,
  window?: CallWindowConfig,
): S['Appointment'] {
  const a = t.appointment;
  const doctor = data.doctors.find((d) => d.pmdc === a.pmdc);
  const place = a.location_id === null ? undefined : data.practice_locations.find((l) => l.id === a.location_id);
  const location = place ? (({ facility_id: _internal, ...shown }) => shown)(place) : null;
  const payment = latestPayment(t);
  const holdLeft = a.hold_expires_at === null ? 0 : Math.ceil((a.hold_expires_at - now) / 1000);
  return {
    id: a.id,
    status: a.status,
    mode: a.mode,
    date: a.date,
    time: a.time,
    starts_at: iso(startsAt(a)),
    fee: a.fee,
    payment_status: a.payment_status,
    refund_status: a.refund_status,
    hold_expires_at: a.hold_expires_at === null ? null : iso(a.hold_expires_at),
    hold_seconds_left: Math.min(MAX_HOLD_SECONDS, Math.max(0, holdLeft)),
    created_at: a.created_at,
    doctor: {
      pmdc: a.pmdc,
      name: doctor?.name ?? a.pmdc,
      specialities: doctor?.profile?.specialities ?? (doctor ? [doctor.speciality] : []),
    },
    patient_name: data.patients.find((p) => p.id === a.patient_id)?.name ?? '',
    location,
    payment: payment ? paymentJson(payment) : null,
    reason: a.reason ?? null,
    call_attempts: callAttemptsJson(a),
    ...(window ? { call_window: callWindowJson(data, a, window, now) } : {}),
    ready_at: readyAt(a),
    pay_at_clinic: a.pay_at_clinic === true,
    free_follow_up_until: freeFollowUpUntil(data, t, now),
    follow_up_of: a.follow_up_of ?? null,
    reschedule_count: a.reschedule_count ?? 0,
    rescheduled_from: a.rescheduled_from ? { date: a.rescheduled_from.date, time: a.rescheduled_from.time } : null,
    after_visit: {
      visited: visitHappened(t),
      advice_ready: a.advice !== undefined,
      rated: data.reviews.some((r) => r.appointment_id === a.id),
    },
  };
}
