import type { RequestHandler, Router } from 'express';
import { pakistanDate, pakistanTime, PaymentStatus, type QaAdvanceClock, type QaNextOutcome } from '@ehp/api-types';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import {
  applyResult,
  cancel,
  cancelProblem,
  decisionProblem,
  refusal,
  type Timeline,
} from '../modules/appointments/lifecycle.ts';
import { appointmentById, commit, currentTimeline, paymentTimeline } from '../modules/appointments/records.ts';
import { appointmentJson, paymentJson } from '../modules/appointments/view.ts';
import type { StoreData } from '../store/types.ts';

// QA control of bookings: see every appointment, cancel one, decide a payment, preset the next
// gateway outcome and move the mock clock forward (qa-openapi.yaml documents each route).

/** The result code QA records when it settles or fails a payment the payer never finished. */
const QA_SETTLE_CODE = '000';
const QA_FAIL_CODE = '999';

/** An appointment as QA shows it: the portal's view plus the patient id and every payment. */
export function qaAppointment(data: StoreData, t: Timeline, now: number) {
  return {
    ...appointmentJson(data, t, now),
    patient_id: t.appointment.patient_id,
    payments: t.payments.map(paymentJson),
  };
}

function clockBody(ctx: AppContext) {
  const now = ctx.now();
  return {
    now: new Date(now).toISOString(),
    offset_minutes: Math.round(ctx.clock.offset / 60_000),
    pakistan_date: pakistanDate(now),
    pakistan_time: pakistanTime(now),
  };
}

export function registerBookingQa(router: Router, ctx: AppContext): void {
  router.get('/appointments', (req, res) => {
    const now = ctx.now();
    const { data } = ctx.store;
    const patient = req.query.patient_id === undefined ? null : Number(req.query.patient_id);
    const appointments = data.appointments
      .filter((a) => patient === null || a.patient_id === patient)
      .map((a) => qaAppointment(data, currentTimeline(data, a, now), now))
      .reverse();
    res.json({ appointments });
  });

  router.post('/appointments/:id/cancel', async (req, res) => {
    const id = Number(req.params.id);
    const now = ctx.now();
    const appointment = await ctx.store.write((data) => {
      const a = appointmentById(data, id);
      if (!a) throw notFound(`No appointment ${id}`);
      const t = currentTimeline(data, a, now);
      const problem = cancelProblem(t, now);
      if (problem) throw refusal(problem);
      const next = cancel(t, now);
      commit(data, next);
      return qaAppointment(data, next, now);
    });
    await ctx.outbox.deliver();
    res.json({ appointment });
  });

  const decide =
    (outcome: PaymentStatus.SUCCESS | PaymentStatus.FAILURE): RequestHandler =>
    async (req, res) => {
      const id = String(req.params.id);
      const now = ctx.now();
      const appointment = await ctx.store.write((data) => {
        const t = paymentTimeline(data, id, now);
        if (!t) throw notFound(`No payment ${id}`);
        const problem = decisionProblem(t, id);
        if (problem) throw refusal(problem);
        const payment = t.payments.find((p) => p.id === id);
        // A pending payment keeps the code the gateway gave; an unfinished one gets a clear code.
        const code =
          payment?.status === PaymentStatus.PENDING && payment.result_code
            ? payment.result_code
            : outcome === PaymentStatus.SUCCESS
              ? QA_SETTLE_CODE
              : QA_FAIL_CODE;
        const next = applyResult(t, id, outcome, now, code);
        commit(data, next);
        return qaAppointment(data, next, now);
      });
      ctx.stats.count(outcome === PaymentStatus.SUCCESS ? 'qa_payments_settled' : 'qa_payments_failed');
      await ctx.outbox.deliver();
      res.json({ appointment });
    };
  router.post('/payments/:id/settle', decide(PaymentStatus.SUCCESS));
  router.post('/payments/:id/fail', decide(PaymentStatus.FAILURE));

  router.get('/payments/next-outcome', (_req, res) => {
    res.json({ code: ctx.nextOutcome.get() });
  });

  router.put('/payments/next-outcome', (req, res) => {
    const { code }: QaNextOutcome = req.body;
    ctx.nextOutcome.set(code);
    res.json({ code: ctx.nextOutcome.get() });
  });

  router.get('/clock', (_req, res) => {
    res.json(clockBody(ctx));
  });

  router.post('/clock', async (req, res) => {
    const { minutes }: QaAdvanceClock = req.body;
    ctx.clock.advance(minutes * 60_000);
    // What the new time makes due (reminders, refunds) is in the outbox before the answer.
    await ctx.outbox.deliver();
    res.json(clockBody(ctx));
  });
}
