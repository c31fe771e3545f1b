import type { ErrorRequestHandler, Response } from 'express';
import { ErrorCode, generalErrorCode } from '@ehp/api-types';
import type { Logger } from '../logger.ts';
import { explainMediaType, explainMultipart, explainPatterns } from './error-messages.ts';

export { ErrorCode };

/** The numbers an error body may carry besides its message (the portal words them itself). */
export type ErrorDetails = { tries_left?: number; retry_after?: number };

/** A status's general code, used unless a more precise one applies. */
export const codeForStatus = generalErrorCode;

/** A deliberate error answer: status, a message for the portal to show and a code for programs. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly code: ErrorCode = codeForStatus(status),
    readonly details: ErrorDetails = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message: string, code?: ErrorCode) => new ApiError(401, message, {}, code);
export const forbidden = (message: string, code?: ErrorCode) => new ApiError(403, message, {}, code);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string, code?: ErrorCode) => new ApiError(409, message, {}, code);
export const wrongCode = (message: string, triesLeft: number) =>
  new ApiError(401, message, {}, ErrorCode.wrong_code, { tries_left: triesLeft });
export const tooMany = (message: string, retryAfterSeconds: number) => {
  // Never 0: a client told "retry after 0 seconds" retries at once, into the same lock.
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ApiError(429, message, { 'Retry-After': String(seconds) }, ErrorCode.rate_limited, {
    retry_after: seconds,
  });
};

/** The error body: { message, code } and its numbers, if any. */
export const errorBody = (
  status: number,
  message: string,
  code: ErrorCode = codeForStatus(status),
  details: ErrorDetails = {},
) => ({ message, code, ...details });

/** Sends { message, code } without passing through response validation (faults, 5xx, pre-routing errors). */
export function sendRawError(
  res: Response,
  status: number,
  message: string,
  code?: ErrorCode,
  details?: ErrorDetails,
): void {
  if (res.headersSent) return;
  res
    .status(status)
    .type('application/json')
    .send(JSON.stringify(errorBody(status, message, code, details)));
}

const GENERIC: Record<number, string> = {
  400: 'Bad request',
  401: 'Not signed in',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  413: 'The request body is too large',
  415: 'Unsupported content type',
  429: 'Too many requests',
};

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  type?: string;
  message?: string;
  headers?: Record<string, string>;
  errors?: Array<{ path?: string; message?: string; errorCode?: string }>;
}

/** The validator says "request/body must NOT have additional properties"; name the field too. */
function validationMessage(e: HttpLikeError, fallback: string): string {
  const message = explainPatterns(e.message || fallback);
  const extras = (e.errors ?? [])
    .filter((x) => /^(additional|unevaluated)Properties/.test(x.errorCode ?? '') && x.path)
    .map((x) => `request${x.path} is not an allowed field`);
  return extras.length ? `${extras.join(', ')} (${message})` : message;
}

/** Turns body-parser, validator and handler errors into { message }; never a stack or a path on disk. */
export function toErrorAnswer(
  err: unknown,
  bodyTypes: string[] = [],
  uploadWords?: Record<string, string>,
): {
  status: number;
  message: string;
  headers: Record<string, string>;
  contractBreach: boolean;
  code?: ErrorCode;
  details?: ErrorDetails;
} {
  if (err instanceof ApiError)
    return {
      status: err.status,
      message: err.message,
      headers: err.headers,
      contractBreach: false,
      code: err.code,
      details: err.details,
    };
  const e = (err ?? {}) as HttpLikeError;
  const status = e.status ?? e.statusCode ?? 500;
  if (e.type === 'entity.parse.failed')
    return { status: 400, message: 'Malformed JSON in the request body', headers: {}, contractBreach: false };
  if (e.type === 'entity.too.large')
    return { status: 413, message: 'The request body is larger than 1 MB', headers: {}, contractBreach: false };
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported')
    return { status: 415, message: 'Unsupported body encoding', headers: {}, contractBreach: false };
  const multipart = explainMultipart(e.message, uploadWords);
  // multer's "Unexpected file field" arrives as a 500; it is the client's mistake.
  // Only a file over the size limit is "too large"; a second file or extra parts break the form's shape: 400.
  if (multipart) {
    const tooLarge = e.message === 'File too large' && status === 413;
    return { status: tooLarge ? 413 : 400, message: multipart, headers: {}, contractBreach: false };
  }
  const mediaType = status === 415 ? explainMediaType(e.message, bodyTypes) : null;
  if (mediaType) return { status, message: mediaType, headers: {}, contractBreach: false };
  if (status >= 400 && status < 500) {
    return {
      status,
      message: clip(validationMessage(e, GENERIC[status] || 'Bad request')),
      headers: e.headers ?? {},
      contractBreach: false,
    };
  }
  // Response validation failures: our bug, said loudly (tests expecting 2xx then fail).
  const breach =
    (e.errors ?? []).some((x) => x.path?.startsWith('/response')) ||
    /no schema defined for status code|response should NOT have a body|response body required/.test(e.message ?? '');
  if (breach) {
    return {
      status: 500,
      message: clip(`The mock server's response broke the contract: ${e.message}`),
      headers: {},
      contractBreach: true,
    };
  }
  // busboy/multer parse failures of a hostile or truncated multipart body are the client's.
  if (
    /Unexpected end of form|Malformed part header|Multipart: |Unexpected end of multipart data|boundary/i.test(
      e.message ?? '',
    )
  ) {
    return { status: 400, message: 'Malformed multipart/form-data body', headers: {}, contractBreach: false };
  }
  return { status: 500, message: 'Internal error in the mock server', headers: {}, contractBreach: false };
}

const clip = (s: string) => (s.length > 500 ? `${s.slice(0, 497)}...` : s);

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const answer = toErrorAnswer(err, res.locals.route?.bodyTypes, res.locals.uploadWords);
    if (answer.status >= 500) {
      logger.error(answer.contractBreach ? 'response broke the contract' : 'unhandled error', {
        method: req.method,
        path: req.path,
        error: err instanceof Error ? err.message : String(err),
        stack: answer.contractBreach ? undefined : err instanceof Error ? err.stack : undefined,
      });
    }
    if (res.headersSent) return;
    // A refused upload may still be arriving: close the connection rather than read the rest.
    if (answer.status === 413) res.set('Connection', 'close');
    res.set(answer.headers);
    sendRawError(res, answer.status, answer.message, answer.code, answer.details);
  };
}
