import { AppointmentMode, AppointmentStatus, pakistanDate, type components } from '@ehp/api-types';
import { ok, type HandlerTable } from '../../http/handler.ts';
import type { StoreData } from '../../store/types.ts';
import { startsAt, type Timeline } from '../appointments/lifecycle.ts';
import { currentTimeline, slotMinutesOf } from '../appointments/records.ts';
import { callAttemptsJson } from '../calls/attempts.ts';
import { readyAt } from '../messages/readiness.ts';
import { callWindowOf, type CallWindowConfig } from '../calls/doctor-rules.ts';
import { doctorRecentVisits } from './recent-visits.ts';
import { firstSeenByPatient, isReturning } from './returning-patient.ts';
import { DOCTOR } from '../roles.ts';

// The doctor dashboard's list: the signed-in doctor's online appointments from today (Pakistan time)
// on that are not over, soonest first. The role guard lets only doctors in.

type DoctorAppointment = components['schemas']['DoctorAppointment'];
const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const LISTED: readonly AppointmentStatus[] = [AppointmentStatus.awaiting_payment, AppointmentStatus.confirmed];

export function doctorAppointmentJson(
  data: StoreData,
  t: Timeline,
  slotMinutes: number,
  window: CallWindowConfig,
  returning: boolean,
): DoctorAppointment {
  const a = t.appointment;
  const start = startsAt(a);
  const { from, until } = callWindowOf(a, slotMinutes, window);
  return {
    id: a.id,
    status: a.status,
    date: a.date,
    time: a.time,
    starts_at: iso(start),
    ends_at: iso(start + slotMinutes * MINUTE),
    payment_status: a.payment_status,
    patient_id: String(a.patient_id),
    patient_name: data.patients.find((p) => p.id === a.patient_id)?.name ?? '',
    callable_from: iso(from),
    callable_until: iso(until),
    reason: a.reason ?? null,
    returning_patient: returning,
    call_attempts: callAttemptsJson(a),
    ready_at: readyAt(a),
  };
}

/**
 * Today's and later online appointments of the doctor, as the clock says they are now. A confirmed
 * visit stays listed until its call window closes (a consultation may run late).
 */
export function doctorAppointments(data: StoreData, pmdc: string, now: number, window: CallWindowConfig) {
  const today = pakistanDate(now);
  const firstSeen = firstSeenByPatient(data.appointments, pmdc);
  return data.appointments
    .filter((a) => a.pmdc === pmdc && a.mode === AppointmentMode.online && a.date >= today)
    .map((a) => ({ t: currentTimeline(data, a, now), minutes: slotMinutesOf(data, a) }))
    .filter(({ t, minutes }) => {
      const status = t.appointment.status;
      if (LISTED.includes(status)) return true;
      return status === AppointmentStatus.completed && callWindowOf(t.appointment, minutes, window).until >= now;
    })
    .sort((x, y) => startsAt(x.t.appointment) - startsAt(y.t.appointment) || x.t.appointment.id - y.t.appointment.id)
    .map(({ t, minutes }) => doctorAppointmentJson(data, t, minutes, window, isReturning(firstSeen, t.appointment)));
}

type DoctorClinicVisit = components['schemas']['DoctorClinicVisit'];

/**
 * The doctor's confirmed in-clinic visits from today on that are not over, soonest first: who, when,
 * where, and whether the fee is paid at the clinic (the dashboard says "Pay at the clinic: Rs. X").
 */
export function doctorClinicVisits(data: StoreData, pmdc: string, now: number): DoctorClinicVisit[] {
  const today = pakistanDate(now);
  return data.appointments
    .filter((a) => a.pmdc === pmdc && a.mode === AppointmentMode.clinic && a.date >= today)
    .map((a) => currentTimeline(data, a, now).appointment)
    .filter((a) => a.status === AppointmentStatus.confirmed)
    .sort((x, y) => startsAt(x) - startsAt(y) || x.id - y.id)
    .map((a) => {
      const place = data.practice_locations.find((l) => l.id === a.location_id);
      return {
        id: a.id,
        date: a.date,
        time: a.time,
        starts_at: iso(startsAt(a)),
        patient_name: data.patients.find((p) => p.id === a.patient_id)?.name ?? '',
        clinic_name: place ? `${place.clinic_name}, ${place.branch_name}` : '',
        fee: a.fee,
        pay_at_clinic: a.pay_at_clinic === true,
        payment_status: a.payment_status,
      };
    });
}

export const doctorAppointmentHandlers = {
  listDoctorAppointments: {
    role: DOCTOR,
    handle: ({ ctx, session }) => {
      const window = ctx.config.callWindow;
      const pmdc = session.user?.pmdc ?? '';
      const now = ctx.now();
      const appointments = doctorAppointments(ctx.store.data, pmdc, now, window);
      const clinicVisits = doctorClinicVisits(ctx.store.data, pmdc, now);
      const listed = new Set([...appointments, ...clinicVisits].map((a) => a.id));
      return ok({
        message: 'OK',
        data: {
          call_window: { minutes_before: window.minutesBefore, minutes_after: window.minutesAfter },
          appointments,
          server_time: new Date(now).toISOString(),
          clinic_visits: clinicVisits,
          recent_visits: doctorRecentVisits(ctx.store.data, pmdc, now, listed),
        },
      });
    },
  },
} satisfies HandlerTable;
