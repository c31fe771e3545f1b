import type { QaCallAppointment, QaFault, QaStartCall } from '@ehp/api-types';
import express, { type Router } from 'express';
import type { AppContext } from '../context.ts';
import { indexRoutes, loadDocument, QA_OPENAPI_FILE, type LoadedContract } from '../contract/openapi.ts';
import { contractValidator } from '../contract/validator.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { currentTimeline } from '../modules/appointments/records.ts';
import { normalizePhone } from '../modules/auth/otp.ts';
import { SUBMISSION_KINDS } from '../store/types.ts';
import { qaAccounts } from './accounts.ts';
import { callAppointment } from './call-appointment.ts';
import { qaAppointment, registerBookingQa } from './bookings.ts';
import { callableAppointment } from './callable-appointment.ts';
import { consolePage } from './console-page.ts';
import { qaGuard } from './qa-guard.ts';
import { registerSessionQa } from './sessions.ts';

export interface QaDeps {
  ctx: AppContext;
  contract: LoadedContract;
  onlinePatients(): Array<{ patient_id: string; sockets: number }>;
  reset(): Promise<void>;
}

/** Path segments that are record ids: call UUIDs, appointment numbers, payment references. */
const ID_SEGMENT = /\/(?:[0-9a-f-]{36}|\d{1,12}|PAY-\d{6,14})(?=\/|$)/gi;

let qaDocument: Record<string, unknown> | null = null;
export function loadQaDocument(): Record<string, unknown> {
  qaDocument ??= loadDocument(QA_OPENAPI_FILE);
  return qaDocument;
}

/** The QA control API (qa-openapi.yaml). A tool, not the product: no XSRF, validated like the API. */
export function createQaRouter(deps: QaDeps): Router {
  const { ctx } = deps;
  const router = express.Router();
  router.use(qaOperationNamer());
  router.use(qaGuard(ctx.config.qaToken, ctx.config.corsOrigins));
  router.use(express.json({ limit: '64kb' }));
  router.use(...contractValidator(loadQaDocument(), ctx.config.validateResponses));

  registerConsoleQa(router, deps);
  registerCallQa(router, ctx);
  registerMessageQa(router, ctx);
  registerSubmissionQa(router, ctx);
  registerFaultQa(router, deps);
  registerStatsQa(router, deps);
  registerBookingQa(router, ctx);
  registerSessionQa(router, ctx);
  registerResetQa(router, deps);
  return router;
}

/** Names the QA operation a request is for (res.locals.qaOp), its ids read as the contract's {id}. */
function qaOperationNamer(): express.RequestHandler {
  const qaContract = indexRoutes(loadQaDocument());
  return (req, res, next) => {
    const route = qaContract.byMethodPath.get(
      `${req.method === 'HEAD' ? 'GET' : req.method} ${req.originalUrl.split('?')[0].replace(ID_SEGMENT, '/{id}')}`,
    );
    if (route) res.locals.qaOp = route.operationId;
    next();
  };
}

/** The console page, the seeded accounts, the last code sent to a number, and who is online. */
function registerConsoleQa(router: Router, { ctx, onlinePatients }: QaDeps): void {
  router.get('/', (_req, res) => {
    res.set('Cache-Control', 'no-store').type('html').send(consolePage());
  });

  router.get('/accounts', (_req, res) => {
    res.json({ accounts: qaAccounts() });
  });

  router.get('/otp', (req, res) => {
    const phone = String(req.query.phone);
    const last = ctx.otp.last(phone);
    if (!last) throw notFound(`No code has been sent to ${phone}`);
    res.json({ phone: normalizePhone(phone), ...last });
  });

  router.get('/patients/online', (_req, res) => {
    const patients = onlinePatients().map((p) => ({
      ...p,
      name: ctx.store.data.patients.find((x) => String(x.id) === p.patient_id)?.name ?? null,
    }));
    res.json({ patients });
  });
}

/** Calls a doctor places to a patient, the appointments they belong to, and a call's state. */
function registerCallQa(router: Router, ctx: AppContext): void {
  router.post('/calls', (req, res) => {
    const body: QaStartCall = req.body;
    if (!ctx.store.data.patients.some((p) => String(p.id) === body.patient_id))
      throw notFound(`Patient ${body.patient_id} not found`);
    // A call belongs to an appointment: the one named, else the patient's next paid online one.
    const appointment = callAppointment(ctx.store.data, Number(body.patient_id), body.appointment_id, ctx.now());
    const pmdc = body.doctor_pmdc ?? appointment?.pmdc;
    const doctor = pmdc
      ? ctx.store.data.doctors.find((d) => d.pmdc === pmdc)
      : ctx.store.data.doctors.find((d) => d.name === body.doctor_name);
    const { call, delivered_to } = ctx.calls.start({
      ...body,
      appointment_id: body.appointment_id ?? appointment?.id,
      doctor_name: body.doctor_name ?? doctor?.name,
      doctor_pmdc: pmdc ?? doctor?.pmdc,
    });
    ctx.stats.count('qa_calls');
    res.status(202).json({ call_id: call.call_id, delivered_to });
  });

  router.post('/call-appointments', async (req, res) => {
    const body: QaCallAppointment = req.body;
    const now = ctx.now();
    const request = { patientId: Number(body.patient_id), pmdc: body.doctor_pmdc, now, window: ctx.config.callWindow };
    const { appointment, created } = await ctx.store.write((data) => {
      const found = callableAppointment(ctx.store, data, request);
      return { ...found, appointment: qaAppointment(data, currentTimeline(data, found.appointment, now), now) };
    });
    if (created) ctx.stats.count('qa_call_appointments');
    res.status(created ? 201 : 200).json({ appointment });
  });

  router.get('/calls/:id', (req, res) => {
    const call = ctx.calls.get(String(req.params.id));
    if (!call) throw notFound(`No call with id ${req.params.id}`);
    const { accepted_socket: _s, ...shown } = call;
    res.json(shown);
  });
}

/** The SMS and WhatsApp messages the numbers have received, and failures of the next sends. */
function registerMessageQa(router: Router, ctx: AppContext): void {
  router.get('/messages', async (req, res) => {
    // What is due by now is queued and sent first: QA reads what the numbers have received.
    await ctx.outbox.deliver();
    const phone = req.query.phone === undefined ? undefined : normalizePhone(String(req.query.phone));
    const messages = ctx.outbox.list(phone).map((m) => ({
      id: m.id,
      phone: m.phone,
      patient_id: m.patient_id,
      appointment_id: m.appointment_id,
      lab_booking_id: m.lab_booking_id ?? null,
      channel: m.channel,
      lang: m.lang,
      kind: m.kind,
      text: m.text,
      status: m.status,
      created_at: m.created_at,
      sent_at: m.sent_at,
      attempts: m.attempts,
    }));
    res.set('Cache-Control', 'no-store').json({ messages });
  });

  router.put('/messages/failures', (req, res) => {
    const { count }: { count: number } = req.body;
    ctx.sender.failNext(count);
    res.json({ count });
  });
}

/** What the public forms have submitted, newest first, by kind. */
function registerSubmissionQa(router: Router, ctx: AppContext): void {
  router.get('/submissions', (req, res) => {
    const all = ctx.store.data.submissions;
    const kinds = SUBMISSION_KINDS.filter((kind) => req.query.kind === undefined || kind === req.query.kind);
    res.json({ submissions: Object.fromEntries(kinds.map((k) => [k, [...all[k]].reverse()])) });
  });
}

/** Faults injected into the API's operations: a status, a delay, or both, for the next few requests. */
function registerFaultQa(router: Router, { ctx, contract }: QaDeps): void {
  router.get('/faults', (_req, res) => {
    res.json({ faults: ctx.faults.list() });
  });

  router.put('/faults', (req, res) => {
    const body: QaFault = req.body;
    const route = contract.byOperationId.get(body.operation_id);
    if (!route) throw badRequest(`Unknown operation_id "${body.operation_id.slice(0, 60)}"; see openapi.yaml`);
    if (body.status === undefined && !body.delay_ms) throw badRequest('Give a status, a delay_ms, or both');
    ctx.faults.set({
      operation_id: route.operationId,
      status: body.status,
      delay_ms: body.delay_ms,
      count: body.count ?? 1,
    });
    res.json({ faults: ctx.faults.list() });
  });

  router.delete('/faults', (_req, res) => {
    ctx.faults.clear();
    res.json({ faults: [] });
  });
}

/** The mock's counters and what it holds in memory. */
function registerStatsQa(router: Router, { ctx, onlinePatients }: QaDeps): void {
  router.get('/stats', (_req, res) => {
    res.json({
      ...ctx.stats.snapshot(),
      online_patients: onlinePatients().length,
      calls: ctx.calls.list().length,
      in_memory: {
        otp_codes: ctx.otp.size.codes,
        otp_numbers: ctx.otp.size.numbers,
        sessions: Object.keys(ctx.store.data.sessions).length,
      },
    });
  });
}

/** Back to the seed. */
function registerResetQa(router: Router, { reset }: QaDeps): void {
  router.post('/reset', async (_req, res) => {
    await reset();
    res.json({ message: 'Back to the seed' });
  });
}
