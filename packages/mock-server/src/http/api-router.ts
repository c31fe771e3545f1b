import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { isMutating } from '@ehp/api-types';
import type { AppContext } from '../context.ts';
import type { LoadedContract, OperationId } from '../contract/openapi.ts';
import { contractValidator } from '../contract/validator.ts';
import { ApiError, errorBody, ErrorCode, sendRawError } from './errors.ts';
import { operationOf, type CompleteHandlerTable, type Handler, type HandlerInput, type Operation } from './handler.ts';
import { sendImage } from './images.ts';
import { refreshXsrfCookie, sessionOf, xsrfValid } from './session.ts';
import type { UploadRules } from './upload-rules.ts';

export const JSON_LIMIT_BYTES = 1024 * 1024;

export const routeOf = (res: Response) => res.locals.route;

/** Each operation's entry of the handler table, as an Operation: what the guards below read. */
type Operations = ReadonlyMap<OperationId, Operation<OperationId>>;

const operationsOf = (handlers: CompleteHandlerTable): Operations =>
  new Map(
    Object.entries(handlers).map(([id, entry]) => [id as OperationId, operationOf(entry as Handler<OperationId>)]),
  );

/**
 * The one set of upload rules in the table: express-openapi-validator gives multer one set of
 * options, so two operations with different rules are a mistake caught at start-up.
 */
export function uploadRulesOf(operations: Operations): UploadRules | undefined {
  const all = new Set([...operations.values()].flatMap((op) => (op.upload ? [op.upload] : [])));
  if (all.size > 1)
    throw new Error(
      'Two operations register different upload rules; the contract validator takes one set of multer options, so they must share one.',
    );
  return [...all][0];
}

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
const roleGuard =
  (operations: Operations): RequestHandler =>
  (req, res, next) => {
    const need = operations.get(routeOf(res)!.operationId)?.role;
    if (!need) return next();
    const user = sessionOf(res).user;
    if (!user) return sendRawError(res, 401, `Sign in as ${need.label} first`);
    if (user.role !== need.role)
      return sendRawError(res, 403, `Only ${need.label} can do this; you are signed in as ${user.role}`);
    next();
  };

/** QA faults: a chosen status and/or delay for the next N calls of an operation. */
function faultInjector(ctx: AppContext, operations: Operations): RequestHandler {
  return async (req, res, next) => {
    const id = routeOf(res)!.operationId;
    const fault = ctx.faults.take(id);
    if (!fault) return next();
    ctx.stats.count('faults_applied');
    if (fault.delay_ms) await new Promise((r) => setTimeout(r, fault.delay_ms));
    if (fault.status) {
      // A status the operation registers its own refusal for (the demo 409) carries the product's code too.
      const own = operations.get(id)?.ownRefusals?.[fault.status];
      return sendRawError(res, fault.status, fault.message, own?.code);
    }
    next();
  };
}

/**
 * Refuses oversized bodies from Content-Length before reading a byte. A multipart body may be as
 * large as the table's upload rules allow; the error handler reads their words from res.locals.
 */
const bodyLimits =
  (upload: UploadRules | undefined): RequestHandler =>
  (req, res, next) => {
    res.locals.uploadWords = upload?.words;
    const length = Number(req.headers['content-length'] ?? 0);
    const multipart = upload && req.is('multipart/form-data');
    const max = multipart ? upload.maxBytes : JSON_LIMIT_BYTES;
    if (length > max) {
      res.set('Connection', 'close');
      return sendRawError(res, 413, multipart ? upload.tooLargeMessage : 'The request body is larger than 1 MB');
    }
    next();
  };

/** Any operation's handler, called with the input the validator checked for that operation. */
type AnyHandler = (input: HandlerInput<OperationId>) => { [K in OperationId]: ReturnType<Handler<K>> }[OperationId];

function dispatch(ctx: AppContext, operations: Operations): RequestHandler {
  return async (req: Request, res: Response, _next: NextFunction) => {
    const handle = operations.get(routeOf(res)!.operationId)!.handle as unknown as AnyHandler;
    try {
      const result = await handle({
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
  const operations = operationsOf(handlers);
  const upload = uploadRulesOf(operations);
  const router = express.Router();
  router.use(
    resolveOperation(contract),
    xsrfGuard(ctx),
    roleGuard(operations),
    faultInjector(ctx, operations),
    bodyLimits(upload),
  );
  router.use(express.json({ limit: JSON_LIMIT_BYTES, strict: true }));
  router.use(...contractValidator(contract.document, ctx.config.validateResponses, upload));
  router.use(dispatch(ctx, operations));
  return router;
}
