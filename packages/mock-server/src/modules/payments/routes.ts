import { PaymentStatus } from '@ehp/api-types';
import { created, type HandlerTable } from '../../http/handler.ts';
import type { PaymentRecord } from '../../store/types.ts';
import { liveStart, paymentProblem, refusal } from '../appointments/lifecycle.ts';
import { commit, ownTimeline, patientIdOf } from '../appointments/records.ts';
import { paymentJson } from '../appointments/view.ts';
import { gatewayUrl } from './gateway-signing.ts';
import { PATIENT } from '../roles.ts';

/** 'PAY-000031': the gateway's reference style (the contract's Payment.id pattern). */
export const paymentReference = (n: number): string => `PAY-${String(n).padStart(6, '0')}`;

export const paymentHandlers = {
  startPayment: {
    role: PATIENT,
    handle: async ({ body, ctx, session }) => {
      const now = ctx.now();
      const payment = await ctx.store.write((data) => {
        const t = ownTimeline(data, patientIdOf(session), body.appointment_id, now);
        const problem = paymentProblem(t);
        if (problem) throw refusal(problem);
        // A double click or ten parallel starts make one payment: the live one is handed back.
        const live = liveStart(t, body.method);
        if (live) return live;
        // Starting a payment extends nothing: the hold keeps running while the payer is at the gateway.
        const started: PaymentRecord = {
          id: paymentReference(ctx.store.nextId('payment')),
          appointment_id: t.appointment.id,
          method: body.method,
          amount: t.appointment.fee,
          status: PaymentStatus.STARTED,
          result_code: null,
          created_at: new Date(now).toISOString(),
          settled_at: null,
        };
        // The language the patient pays in is the one they are in now: their messages follow it.
        const lang = body.lang === undefined ? t.appointment.lang : body.lang === 'ur' ? 'ur' : 'en';
        commit(data, { ...t, appointment: { ...t.appointment, payment_status: PaymentStatus.STARTED, lang } });
        data.payments.push(started);
        return started;
      });
      return created({
        message: 'Payment started',
        data: { payment: paymentJson(payment), gateway_url: gatewayUrl(ctx.store.secret, payment.id, body.lang) },
      });
    },
  },
} satisfies HandlerTable;
