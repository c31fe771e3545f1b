import { AppointmentMode, AppointmentStatus, formatTime12h, pakistanTime, PaymentStatus } from '@ehp/api-types';
import { badRequest, conflict, forbidden, tooMany } from '../../http/errors.ts';
import { ok, type HandlerTable } from '../../http/handler.ts';
import type { Timeline } from '../appointments/lifecycle.ts';
import { appointmentById, ownTimeline, patientIdOf, slotMinutesOf } from '../appointments/records.ts';
import { appointmentJson } from '../appointments/view.ts';
import { callWindowOf } from '../calls/doctor-rules.ts';
import { checkJoinToken } from './join-link.ts';
import { PATIENT } from '../roles.ts';

// "I'm ready for my call" (openapi.yaml markReadyForCall): during the call window the patient says
// the page is open and listening; the doctor's dashboard hears it at once (patient_ready) and shows
// "ready now" with Call again until the doctor calls.

export const READY_MESSAGES = {
  notOnline: 'Only online appointments have a call.',
  cancelled: 'This appointment was cancelled.',
  notPaid: 'This appointment is not paid yet, so the doctor cannot call.',
  tooEarly: (from: number) =>
    `The call window of this appointment is not open: you can say you are ready from ${formatTime12h(pakistanTime(from))} Pakistan time.`,
  over: 'The call window of this appointment is over.',
  linkInvalid: 'This join link is not valid for this appointment. Open the appointment from My appointments instead.',
  linkExpired: 'This join link has expired: the call window it was sent for is over.',
  linkOtherPatient:
    'This join link was sent to another patient. Sign out, then sign in with the number the message came to.',
  tooMany: (seconds: number) => `You have said you are ready many times. Try again in ${seconds} seconds.`,
} as const;

function readyProblem(t: Timeline, from: number, until: number, now: number): string | null {
  const a = t.appointment;
  if (a.mode !== AppointmentMode.online) return READY_MESSAGES.notOnline;
  if (a.status === AppointmentStatus.cancelled) return READY_MESSAGES.cancelled;
  if (a.payment_status !== PaymentStatus.SUCCESS) return READY_MESSAGES.notPaid;
  if (now < from) return READY_MESSAGES.tooEarly(from);
  if (now > until) return READY_MESSAGES.over;
  return null;
}

export const readyHandlers = {
  markReadyForCall: {
    role: PATIENT,
    handle: async ({ body, ctx, session }) => {
      const now = ctx.now();
      const patientId = patientIdOf(session);
      const id = body.appointment_id;
      if (body.join_token !== undefined) {
        // The link first: one sent to someone else is told apart from an appointment that is not yours.
        const stored = appointmentById(ctx.store.data, id);
        const check = checkJoinToken(
          ctx.store.secret,
          body.join_token,
          { appointmentId: id, patientId: stored?.patient_id ?? patientId },
          now,
        );
        if (!check.ok && check.problem === 'expired') throw badRequest(READY_MESSAGES.linkExpired);
        if (!check.ok) throw badRequest(READY_MESSAGES.linkInvalid);
        if (check.claims.patientId !== patientId) throw forbidden(READY_MESSAGES.linkOtherPatient);
      }
      const t = ownTimeline(ctx.store.data, patientId, id, now);
      const { from, until } = callWindowOf(
        t.appointment,
        slotMinutesOf(ctx.store.data, t.appointment),
        ctx.config.callWindow,
      );
      const problem = readyProblem(t, from, until, now);
      if (problem) throw conflict(problem);
      const limited = ctx.readyLimiter.take(String(id), Date.now());
      if (!limited.allowed) {
        const seconds = Math.ceil(limited.retryAfterMs / 1000);
        throw tooMany(READY_MESSAGES.tooMany(seconds), seconds);
      }
      const at = new Date(now).toISOString();
      const a = await ctx.store.write((data) => {
        const record = appointmentById(data, id);
        if (record) record.ready_at = at;
        return record;
      });
      ctx.notifyDoctorReady(t.appointment.pmdc, { appointment_id: id, patient_id: String(patientId), ready_at: at });
      const { data } = ctx.store;
      const shown = a ? { ...t, appointment: { ...t.appointment, ready_at: at } } : t;
      return ok({
        message: 'The doctor knows you are ready',
        data: { appointment: appointmentJson(data, shown, now, ctx.config.callWindow) },
      });
    },
  },
} satisfies HandlerTable;
