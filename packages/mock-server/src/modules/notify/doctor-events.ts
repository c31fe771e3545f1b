import type { CallStart, DoctorConnection } from '@ehp/api-types';
import type { AppContext } from '../../context.ts';
import { SlidingWindowLimiter } from '../../http/rate-limit.ts';
import { appointmentById, currentTimeline, slotMinutesOf } from '../appointments/records.ts';
import { NotifyErrorCode } from '@ehp/api-types/schema';
import { CALL_MESSAGES, callStartProblem, isOutsideWindow } from '../calls/doctor-rules.ts';
import type { CallRegistry, CallResult } from '../calls/registry.ts';
import { patientsOfDoctor } from './presence.ts';
import { doctorRoom } from './rooms.ts';
import type { NotifySocket } from './socket-types.ts';

const MINUTE = 60_000;

export interface DoctorEventDeps {
  ctx: AppContext;
  calls: CallRegistry;
  /** call_start per doctor per minute (shared by every socket of the server). */
  callLimiter: SlidingWindowLimiter;
  isPatientOnline(patientId: string): boolean;
}

export const createCallLimiter = (perMinute: number) => new SlidingWindowLimiter(perMinute, MINUTE);

/** The doctor's events: connect (and learn presence), ring a patient. Signal and hang-up are shared. */
export function doctorActions(socket: NotifySocket, doctor: { pmdc: string; name: string }, deps: DoctorEventDeps) {
  const { ctx, calls } = deps;
  return {
    connect({ pmdc }: DoctorConnection): CallResult {
      if (pmdc !== doctor.pmdc) return { ok: false, message: CALL_MESSAGES.ownDoctorOnly };
      void socket.join(doctorRoom(doctor.pmdc));
      for (const patient_id of patientsOfDoctor(ctx.store.data, doctor.pmdc))
        socket.emit('patient_presence', { patient_id, online: deps.isPatientOnline(patient_id) });
      return { ok: true };
    },

    start({ appointment_id }: CallStart): CallResult {
      const now = ctx.now();
      const { data } = ctx.store;
      const stored = appointmentById(data, appointment_id);
      // As settled now (a pending payment that has since succeeded counts as paid), the same view
      // the patient and the dashboard are shown, not the record as last written.
      const appointment = stored && currentTimeline(data, stored, now).appointment;
      const problem = callStartProblem({
        appointment,
        doctorPmdc: doctor.pmdc,
        now,
        slotMinutes: appointment ? slotMinutesOf(data, appointment) : 0,
        window: ctx.config.callWindow,
      });
      if (problem || !appointment) {
        const code = problem !== null && isOutsideWindow(problem) ? NotifyErrorCode.outside_call_window : undefined;
        return { ok: false, message: problem ?? CALL_MESSAGES.notYours, ...(code ? { code } : {}) };
      }
      // Rate limit by real time (not the QA clock, which only moves forward in jumps).
      const limited = deps.callLimiter.take(doctor.pmdc, Date.now());
      if (!limited.allowed) {
        ctx.stats.count('calls_rate_limited');
        return { ok: false, message: CALL_MESSAGES.rateLimited(Math.ceil(limited.retryAfterMs / 1000)) };
      }
      return calls.doctor.start({
        patient_id: String(appointment.patient_id),
        appointment_id,
        doctor_name: doctor.name,
        doctor_pmdc: doctor.pmdc,
        doctor_socket: socket.id,
      });
    },
  };
}
