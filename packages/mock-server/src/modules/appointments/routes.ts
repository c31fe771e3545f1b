import { HOLD_MINUTES, PaymentFilter } from '@ehp/api-types';
import { created, ok, type HandlerTable } from '../../http/handler.ts';
import { clientAddress } from '../../http/client-address.ts';
import { book } from './book.ts';
import { cancel, cancelProblem, refusal } from './lifecycle.ts';
import { listTimelines } from './listing.ts';
import { payAtClinic } from './pay-at-clinic.ts';
import { reschedule, takeRescheduleAttempt } from './reschedule.ts';
import { commit, currentTimeline, ownTimeline, patientIdOf, patientTimelines } from './records.ts';
import { appointmentJson } from './view.ts';
import { PATIENT } from '../roles.ts';

// The signed-in patient's appointments. Each registers role PATIENT, so the role guard lets only patients in.

export const appointmentHandlers = {
  bookAppointment: {
    role: PATIENT,
    handle: async ({ body, ctx, session, req }) => {
      const now = ctx.now();
      const address = clientAddress(req);
      let recorded: number | null = null;
      const booked = await ctx.store
        .write((data) => {
          // Checked and recorded in the same synchronous step as the booking: parallel holds cannot pass it.
          ctx.limits.holds.check(address, data, now);
          const held = book(ctx.store, data, patientIdOf(session), body, now);
          ctx.limits.holds.record(address, (recorded = held.id));
          return held;
        })
        .catch((error: unknown) => {
          // Not saved: its id goes to the next booking, which must not count twice for this address.
          if (recorded !== null) ctx.limits.holds.forget(address, recorded);
          throw error;
        });
      const { data } = ctx.store;
      // A free follow-up is confirmed at once: its confirmation message is due now.
      if (booked.follow_up_of != null) void ctx.outbox.deliver();
      return created({
        message:
          booked.follow_up_of != null
            ? 'Free follow-up booked: confirmed, nothing to pay'
            : `Slot held for ${HOLD_MINUTES} minutes: pay to confirm`,
        data: { appointment: appointmentJson(data, currentTimeline(data, booked, now), now, ctx.config.callWindow) },
      });
    },
  },

  listAppointments: {
    role: PATIENT,
    handle: ({ query, ctx, session }) => {
      const now = ctx.now();
      const { data } = ctx.store;
      const list = listTimelines(
        patientTimelines(data, patientIdOf(session), now),
        query.payment_filter ?? PaymentFilter.All,
        query.when ?? 'all',
      );
      return ok({
        message: 'OK',
        data: { appointments: list.map((t) => appointmentJson(data, t, now, ctx.config.callWindow)) },
      });
    },
  },

  getAppointment: {
    role: PATIENT,
    handle: ({ query, ctx, session }) => {
      const now = ctx.now();
      const { data } = ctx.store;
      const t = ownTimeline(data, patientIdOf(session), query.id, now);
      return ok({ message: 'OK', data: { appointment: appointmentJson(data, t, now, ctx.config.callWindow) } });
    },
  },

  payAtClinic: {
    role: PATIENT,
    handle: async ({ body, ctx, session }) => {
      const now = ctx.now();
      const confirmed = await ctx.store.write((data) =>
        payAtClinic(data, patientIdOf(session), body.appointment_id, now),
      );
      return ok({
        message: 'Appointment confirmed: pay at the clinic',
        data: { appointment: appointmentJson(ctx.store.data, confirmed, now) },
      });
    },
  },

  rescheduleAppointment: {
    role: PATIENT,
    handle: async ({ body, ctx, session }) => {
      const now = ctx.now();
      const patientId = patientIdOf(session);
      takeRescheduleAttempt(ctx.limits.reschedules, patientId, now);
      const moved = await ctx.store.write((data) => reschedule(data, patientId, body, now));
      // The reschedule notice, and the reminders planned again for the new time.
      void ctx.outbox.deliver();
      return ok({
        message: 'Appointment moved to the new time',
        data: { appointment: appointmentJson(ctx.store.data, moved, now, ctx.config.callWindow) },
      });
    },
  },

  cancelAppointment: {
    role: PATIENT,
    handle: async ({ body, ctx, session }) => {
      const now = ctx.now();
      const cancelled = await ctx.store.write((data) => {
        const t = ownTimeline(data, patientIdOf(session), body.appointment_id, now);
        const problem = cancelProblem(t, now);
        if (problem) throw refusal(problem);
        const next = cancel(t, now);
        commit(data, next);
        return next;
      });
      void ctx.outbox.deliver();
      return ok({
        message: 'Appointment cancelled',
        data: { appointment: appointmentJson(ctx.store.data, cancelled, now, ctx.config.callWindow) },
      });
    },
  },
} satisfies HandlerTable;
