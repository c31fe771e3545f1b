import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { isMutating } from '@ehp/api-types';
import type { AppContext } from '../context.ts';
import type { LoadedContract, OperationId } from '../contract/openapi.ts';
import { contractValidator } from '../contract/validator.ts';
import { MULTIPART_MAX_BYTES } from '../modules/clinic/attachment.ts';
import { DUPLICATE_DEMO_MESSAGE } from '../modules/marketing/rules.ts';
import { ApiError, errorBody, ErrorCode, sendRawError } from './errors.ts';
import type { CompleteHandlerTable, HandlerInput } from './handler.ts';
import { sendImage } from './images.ts';
import { refreshXsrfCookie, sessionOf, xsrfValid } from './session.ts';

export const JSON_LIMIT_BYTES = 1024 * 1024;

/** Operations that need a signed-in session of a given role (sessionCookie in the contract). */
export const REQUIRED_ROLE: Partial<Record<OperationId, { role: string; label: string }>> = {
  clinicContactUs: { role: 'clinic_owner', label: 'a clinic, hospital or pharmacy owner' },
  switchClinicBranch: { role: 'clinic_owner', label: 'a clinic, hospital or pharmacy owner' },
  bookAppointment: { role: 'patient', label: 'a patient' },
  markReadyForCall: { role: 'patient', label: 'a patient' },
  listAppointments: { role: 'patient', label: 'a patient' },
  getAppointment: { role: 'patient', label: 'a patient' },
  cancelAppointment: { role: 'patient', label: 'a patient' },
  startPayment: { role: 'patient', label: 'a patient' },
  listDoctorAppointments: { role: 'doctor', label: 'a doctor' },
  getDoctorSettings: { role: 'doctor', label: 'a doctor' },
  setDoctorFreeFollowUp: { role: 'doctor', label: 'a doctor' },
  getPatientImage: { role: 'patient', label: 'a patient' },
  listMyLabBookings: { role: 'patient', label: 'a patient' },
  cancelLabBooking: { role: 'patient', label: 'a patient' },
  payAtClinic: { role: 'patient', label: 'a patient' },
  getAfterVisit: { role: 'patient', label: 'a patient' },
  rateVisit: { role: 'patient', label: 'a patient' },
  getDoctorVisitAdvice: { role: 'doctor', label: 'a doctor' },
  saveVisitAdvice: { role: 'doctor', label: 'a doctor' },
  rescheduleAppointment: { role: 'patient', label: 'a patient' },
};

export const routeOf = (res: Response) => res.locals.route;

/** Finds the operation, or answers a JSON 404 / 405 for anything the contract does not have. */
function resolveOperation(contract: LoadedContract): RequestHandler {
  return (req, res, next) => {
    const path = req.originalUrl.split('?')[0];
    const route = contract.byMethodPath.get(`${req.method} ${path}`);
    if (route) {
      res.locals.route = route;
      return next();
    }
    const allowed = contract.methodsByPath.get(path);
    if (allowed) {
      res.set('Allow', allowed.join(', '));
      return sendRawError(res, 405, `${req.method} is not allowed on ${path}; use ${allowed.join(' or ')}`);
    }
    sendRawError(res, 404, `No such API route: ${req.method} ${path.slice(0, 200)}`);
  };
}

/** Every mutating call must echo the XSRF token; a refusal carries a fresh cookie for one retry. */
function xsrfGuard(ctx: AppContext): RequestHandler {
  return (req, res, next) => {
    if (!isMutating(req.method) || xsrfValid(req, res, ctx.store.secret)) return next();
    ctx.stats.count('xsrf_refused');
    refreshXsrfCookie(req, res, ctx.store.secret);
    sendRawError(
      res,
      403,
      'XSRF token missing or invalid. Send the XSRF-TOKEN cookie value in the X-XSRF-TOKEN header.',
      ErrorCode.xsrf_failed,
    );
  };
}

/** Role checks run before the body is read, so an unauthorised upload is never buffered. */
const roleGuard: RequestHandler = (req, res, next) => {
  const need = REQUIRED_ROLE[routeOf(res)!.operationId];
  if (!need) return next();
  const user = sessionOf(res).user;
  if (!user) return sendRawError(res, 401, `Sign in as ${need.label} first`);
  if (user.role !== need.role)
    return sendRawError(res, 403, `Only ${need.label} can do this; you are signed in as ${user.role}`);
  next();
};

/** QA faults: a chosen status and/or delay for the next N calls of an operation. */
function faultInjector(ctx: AppContext): RequestHandler {
  return async (req, res, next) => {
    const fault = ctx.faults.take(routeOf(res)!.operationId);
    if (!fault) return next();
    ctx.stats.count('faults_applied');
    if (fault.delay_ms) await new Promise((r) => setTimeout(r, fault.delay_ms));
    if (fault.status) {
      // The demo 409 is the product's own refusal, so it carries the product's code too.
      const duplicate = fault.status === 409 && fault.message === DUPLICATE_DEMO_MESSAGE;
      return sendRawError(res, fault.status, fault.message, duplicate ? ErrorCode.duplicate_demo_request : undefined);
    }
    next();
  };
}

/** Refuses oversized bodies from Content-Length before reading a byte. */
const bodyLimits: RequestHandler = (req, res, next) => {
  const length = Number(req.headers['content-length'] ?? 0);
  const multipart = req.is('multipart/form-data');
  const max = multipart ? MULTIPART_MAX_BYTES : JSON_LIMIT_BYTES;
  if (length > max) {
    res.set('Connection', 'close');
    return sendRawError(
      res,
      413,
      multipart ? 'The attachment is larger than 5 MB (5,242,880 bytes).' : 'The request body is larger than 1 MB',
    );
  }
  next();
};

function dispatch(ctx: AppContext, handlers: CompleteHandlerTable): RequestHandler {
  return async (req: Request, res: Response, _next: NextFunction) => {
    const id = routeOf(res)!.operationId;
    const handler = handlers[id] as (input: HandlerInput<typeof id>) => ReturnType<CompleteHandlerTable[typeof id]>;
    try {
      const result = await handler({
        body: req.body,
        query: req.query as never,
        session: sessionOf(res),
        ctx,
        req,
        res,
      });
      if ('svg' in result) return sendImage(req, res, result.svg, result.private);
      res.status(result.status).json(result.body);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // Through res.json, so the response validator checks the status is one the contract lists.
      res
        .set(error.headers)
        .status(error.status)
        .json(errorBody(error.status, error.message, error.code, error.details));
    }
  };
}

export function createApiRouter(
  ctx: AppContext,
  contract: LoadedContract,
  handlers: CompleteHandlerTable,
): express.Router {
  const router = express.Router();
  router.use(resolveOperation(contract), xsrfGuard(ctx), roleGuard, faultInjector(ctx), bodyLimits);
  router.use(express.json({ limit: JSON_LIMIT_BYTES, strict: true }));
  router.use(...contractValidator(contract.document, ctx.config.validateResponses));
  router.use(dispatch(ctx, handlers));
  return router;
}
