import { reviewerName } from '@ehp/api-types';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { created, ok, type HandlerTable } from '../../http/handler.ts';
import type { RequestSession } from '../../http/session.ts';
import type { StoreData } from '../../store/types.ts';
import { MESSAGES } from '../appointments/lifecycle.ts';
import { appointmentById, currentTimeline, ownTimeline, patientIdOf } from '../appointments/records.ts';
import { adviceByLink } from './by-link.ts';
import {
  adviceJson,
  adviceProblem,
  AFTER_VISIT_MESSAGES,
  notVisitedMessage,
  ratingJson,
  trimmedAdvice,
  visitHappened,
} from './rules.ts';
import { DOCTOR, PATIENT } from '../roles.ts';

// After the visit (openapi.yaml saveVisitAdvice, getDoctorVisitAdvice, getAfterVisit, rateVisit,
// getVisitAdviceByLink): the doctor writes the advice and prescription, the patient reads it and
// rates the visit. Only the appointment's doctor and patient reach it (anyone else's id is 404
// exactly like an unknown one), and whoever holds the message's link reads that advice only.

/** One of the signed-in doctor's appointments, now (the role guard let only doctors through). */
function doctorsTimeline(data: StoreData, session: RequestSession, id: number, now: number) {
  const a = appointmentById(data, id);
  if (!a || a.pmdc !== session.user?.pmdc) throw notFound(MESSAGES.notFound(id));
  return currentTimeline(data, a, now);
}

export const afterVisitHandlers = {
  getDoctorVisitAdvice: {
    role: DOCTOR,
    handle: ({ ctx, query, session }) => {
      const t = doctorsTimeline(ctx.store.data, session, query.appointment_id, ctx.now());
      return ok({ message: 'OK', data: { advice: adviceJson(ctx.store.data, t.appointment) } });
    },
  },

  saveVisitAdvice: {
    role: DOCTOR,
    handle: async ({ body, ctx, session }) => {
      const now = ctx.now();
      const id = body.appointment_id;
      const t = doctorsTimeline(ctx.store.data, session, id, now);
      const notVisited = notVisitedMessage(t, true);
      if (notVisited) throw conflict(notVisited);
      const input = trimmedAdvice(body);
      const problem = adviceProblem(input, t.appointment.date);
      if (problem) throw badRequest(problem);
      const at = new Date(now).toISOString();
      const first = !t.appointment.advice;
      const saved = await ctx.store.write((data) => {
        const a = appointmentById(data, id)!;
        a.advice = { ...input, created_at: a.advice?.created_at ?? at, updated_at: at };
        if (first) ctx.outbox.queueNow(data, a, 'prescription_ready', now);
        return adviceJson(data, a);
      });
      void ctx.outbox.deliver();
      return ok({
        message: first ? AFTER_VISIT_MESSAGES.saved : AFTER_VISIT_MESSAGES.corrected,
        data: { advice: saved },
      });
    },
  },

  getAfterVisit: {
    role: PATIENT,
    handle: ({ ctx, query, session }) => {
      const { data } = ctx.store;
      const t = ownTimeline(data, patientIdOf(session), query.id, ctx.now());
      const stored = appointmentById(data, query.id)!;
      return ok({
        message: 'OK',
        data: { visited: visitHappened(t), advice: adviceJson(data, stored), rating: ratingJson(data, stored) },
      });
    },
  },

  getVisitAdviceByLink: ({ ctx, query, res }) => {
    // Personal, and asked for with a secret in the URL: no cache keeps it, refusals included.
    res.set('Cache-Control', 'no-store');
    const advice = adviceByLink(ctx.store.data, ctx.store.secret, query.id, query.visit_token, ctx.now());
    return ok({ message: 'OK', data: { advice } });
  },

  rateVisit: {
    role: PATIENT,
    handle: async ({ body, ctx, session }) => {
      const now = ctx.now();
      const patientId = patientIdOf(session);
      const id = body.appointment_id;
      const t = ownTimeline(ctx.store.data, patientId, id, now);
      const notVisited = notVisitedMessage(t, false);
      if (notVisited) throw conflict(notVisited);
      const at = new Date(now).toISOString();
      const rating = await ctx.store.write((data) => {
        // Checked inside the write: two quick presses rate once.
        if (data.reviews.some((r) => r.appointment_id === id)) return null;
        const a = appointmentById(data, id)!;
        const patient = data.patients.find((p) => p.id === patientId);
        data.reviews.push({
          id: data.reviews.reduce((max, r) => Math.max(max, r.id), 0) + 1,
          pmdc: a.pmdc,
          patient_name: reviewerName(patient?.name ?? ''),
          rating: body.rating,
          comment: (body.comment ?? '').trim(),
          created_at: at,
          appointment_id: id,
        });
        return ratingJson(data, a);
      });
      if (!rating) throw conflict(AFTER_VISIT_MESSAGES.alreadyRated);
      return created({ message: AFTER_VISIT_MESSAGES.rated, data: { rating } });
    },
  },
} satisfies HandlerTable;
