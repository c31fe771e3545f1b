import express, { type ErrorRequestHandler, type Request, type Response, type Router } from 'express';
import { AppointmentMode, PaymentMethod, PaymentStatus, paymentStatusOf } from '@ehp/api-types';
import type { AppContext } from '../../context.ts';
import { badRequest, ErrorCode, errorBody, notFound, toErrorAnswer } from '../../http/errors.ts';
import type { StoreData } from '../../store/types.ts';
import { applyResult, refusal, resultProblem, type Timeline } from '../appointments/lifecycle.ts';
import { commit, paymentTimeline } from '../appointments/records.ts';
import { checkoutPath, messagePage, paymentPage, type PaymentPageView } from './gateway-page.ts';
import { maskPhone } from '../auth/otp.ts';
import { gatewayToken, returnSignature, sameToken } from './gateway-signing.ts';
import { GATEWAY_FONT_CACHE, GATEWAY_FONT_FILE, GATEWAY_FONT_PATH } from './gateway-font.ts';
import { gatewayLanguage, WORDS, type GatewayLanguage, type GatewayRefusal } from './gateway-words.ts';

// The simulated payment gateway (outside /api: in real life it is another company's site). The
// payer picks a method and, in test mode, the outcome; the result goes back to the portal's
// checkout page as ?code=&reference=&signature=, like the real gateways do. Its page and its
// form answer only with the payment's token (gateway-signing.ts), which only the payer was given:
// a sequential reference alone opens nothing, and no other site can post a result.

const PAYMENT_ID = /^PAY-\d{6,14}$/;
const RESULT_CODE = /^[A-Za-z0-9]{1,10}$/;
const METHODS: readonly string[] = Object.values(PaymentMethod);
const isMethod = (value: string | null): value is PaymentMethod => value !== null && METHODS.includes(value);

/** A single form or query value, or null (missing, repeated or not text). */
function single(source: Record<string, unknown>, name: string): string | null {
  const value = source[name];
  return typeof value === 'string' ? value : null;
}

/** The payment reference, checked against its token: a wrong token is answered as an unknown payment. */
function paymentIdFrom(ctx: AppContext, source: Record<string, unknown>): string {
  const id = single(source, 'payment_id');
  if (id === null || !PAYMENT_ID.test(id)) throw badRequest('payment_id must be one payment reference like PAY-000001');
  if (!sameToken(single(source, 'token'), gatewayToken(ctx.store.secret, id))) throw missing(id);
  return id;
}

const missing = (paymentId: string) =>
  notFound(`No payment ${paymentId} is waiting here. Start the payment again from SehatLink.`);

/** The payment's appointment as it is now, or 404. */
function find(data: StoreData, paymentId: string, now: number): Timeline {
  const t = paymentTimeline(data, paymentId, now);
  if (!t) throw missing(paymentId);
  return t;
}

function pageView(
  ctx: AppContext,
  t: Timeline,
  paymentId: string,
  now: number,
  lang: GatewayLanguage,
): PaymentPageView {
  const { data } = ctx.store;
  const a = t.appointment;
  const payment = t.payments.find((p) => p.id === paymentId)!;
  const doctor = data.doctors.find((d) => d.pmdc === a.pmdc);
  const place = data.practice_locations.find((l) => l.id === a.location_id);
  const patient = data.patients.find((p) => p.id === a.patient_id);
  return {
    paymentId,
    appointmentId: a.id,
    amount: payment.amount,
    method: payment.method,
    doctorName: doctor?.name ?? a.pmdc,
    specialities: doctor?.profile?.specialities ?? [],
    date: a.date,
    time: a.time,
    clinic:
      a.mode === AppointmentMode.online || !place ? null : `${place.clinic_name}, ${place.branch_name}, ${place.city}`,
    lang,
    token: gatewayToken(ctx.store.secret, paymentId),
    patientName: shortName(patient?.name ?? ''),
    walletHint: patient ? maskPhone(patient.phone) : '',
    minutesLeft: Math.max(1, Math.ceil(((a.hold_expires_at ?? now) - now) / 60_000)),
    outcome: ctx.nextOutcome.get() ?? '000',
  };
}

/** "Ali H.": enough for the payer to recognise the booking, not a stranger's full name. */
const shortName = (name: string): string => {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]}.` : first;
};

/** What the payer is told for an error answer, by its code, else its status. */
function refusalFor(req: Request, status: number, code?: ErrorCode): GatewayRefusal {
  switch (code) {
    case ErrorCode.payment_settled:
      return 'settled';
    case ErrorCode.already_paid:
      return 'alreadyPaid';
    case ErrorCode.hold_ended:
      return 'holdEnded';
    case ErrorCode.appointment_cancelled:
      return 'appointmentCancelled';
    case ErrorCode.payment_pending:
      return 'paymentPending';
  }
  if (status === 404) return 'unknownPayment';
  if (status === 400) return req.method === 'POST' ? 'badForm' : 'badLink';
  if (status === 413) return 'tooLarge';
  return status >= 500 ? 'serverError' : 'otherProblem';
}

const TITLES: Partial<Record<GatewayRefusal, 'notFound' | 'pageNotFound'>> = {
  unknownPayment: 'notFound',
  noSuchPage: 'pageNotFound',
};

/**
 * Browsers get a page in the payer's language, its words chosen by what went wrong (gateway-words.ts);
 * API clients (Accept: application/json) get { message, code }, the server's own words.
 */
function sendProblem(
  req: Request,
  res: Response,
  status: number,
  message: string,
  options: { appointmentId?: number; code?: ErrorCode; refusal?: GatewayRefusal } = {},
): void {
  const lang = gatewayLanguage(req.query.lang ?? (req.body as Record<string, unknown> | undefined)?.lang);
  res.status(status).set('Cache-Control', 'no-store');
  if (req.accepts(['html', 'json']) === 'json') {
    res.json(errorBody(status, message, options.code));
    return;
  }
  const words = WORDS[lang];
  const kind = options.refusal ?? refusalFor(req, status, options.code);
  res
    .type('html')
    .send(messagePage(words[TITLES[kind] ?? 'notPossible'], words.refusal[kind], options.appointmentId, lang));
}

const gatewayHeaders: express.RequestHandler = (_req, res, next) => {
  res.set({
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy':
      // font-src: the Urdu page's Noto Naskh Arabic, served below (same origin, through the portal too).
      "default-src 'none'; style-src 'unsafe-inline'; font-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    'Referrer-Policy': 'same-origin',
  });
  next();
};

export function createGatewayRouter(ctx: AppContext): Router {
  const router = express.Router();
  router.use(gatewayHeaders);

  // The Urdu page's font (gateway-font.ts), one fixed file per package version.
  router.get(GATEWAY_FONT_PATH.slice('/__gateway'.length), (_req, res) => {
    res.set('Cache-Control', GATEWAY_FONT_CACHE).type('font/woff2');
    // The file lives under node_modules/.pnpm: a dot segment send() would otherwise refuse.
    res.sendFile(GATEWAY_FONT_FILE, { dotfiles: 'allow', cacheControl: false });
  });

  router.get('/pay', (req, res) => {
    const now = ctx.now();
    const paymentId = paymentIdFrom(ctx, req.query);
    const t = find(ctx.store.data, paymentId, now);
    const problem = resultProblem(t, paymentId);
    if (problem) {
      // A settled payment is gone from the gateway's point of view; a lapsed or cancelled booking is a conflict.
      const settled = t.payments.find((p) => p.id === paymentId)?.status !== PaymentStatus.STARTED;
      return sendProblem(req, res, settled ? 404 : 409, problem, {
        appointmentId: t.appointment.id,
        code: refusal(problem).code,
      });
    }
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(paymentPage(pageView(ctx, t, paymentId, now, gatewayLanguage(req.query.lang))));
  });

  router.post('/pay', express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 }), async (req, res) => {
    const form: Record<string, unknown> = req.body ?? {};
    const paymentId = paymentIdFrom(ctx, form);
    const method = single(form, 'method');
    const code = single(form, 'code');
    if (!isMethod(method)) throw badRequest(`method must be one of ${METHODS.join(', ')}`);
    if (code === null || !RESULT_CODE.test(code))
      throw badRequest('code must be a result code of 1-10 letters or digits');
    const now = ctx.now();
    const appointmentId = await ctx.store.write((data) => {
      const t = find(data, paymentId, now);
      const problem = resultProblem(t, paymentId);
      if (problem) throw refusal(problem);
      const next = applyResult(t, paymentId, paymentStatusOf(code), now, code);
      const payment = next.payments.find((p) => p.id === paymentId)!;
      payment.method = method;
      commit(data, next);
      return next.appointment.id;
    });
    ctx.nextOutcome.used();
    ctx.stats.count('gateway_results');
    const signature = returnSignature(ctx.store.secret, paymentId, code);
    const query = new URLSearchParams({ code, reference: paymentId, signature });
    // A completed payment confirms the booking: the confirmation message goes out now.
    void ctx.outbox.deliver();
    res.redirect(303, `${checkoutPath(appointmentId)}?${query}`);
  });

  router.use((req, res) =>
    sendProblem(req, res, 404, `No gateway page at ${req.method} ${req.baseUrl}${req.path}`.slice(0, 200), {
      refusal: 'noSuchPage',
    }),
  );

  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    const answer = toErrorAnswer(err);
    if (answer.status >= 500)
      ctx.logger.error('gateway error', { error: err instanceof Error ? err.message : String(err) });
    sendProblem(req, res, answer.status, answer.message, { code: answer.code });
  };
  router.use(onError);
  return router;
}
