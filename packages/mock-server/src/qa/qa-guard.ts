import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { sendRawError, ErrorCode } from '../http/errors.ts';

export const QA_TOKEN_HEADER = 'x-qa-token';

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Who may use the QA API. With a token (QA_TOKEN, or generated when HOST exposes the mock), every
 * request but the console page must carry it in X-QA-Token. Without one (this machine only),
 * every request that changes something must be one no web page can send without a CORS preflight:
 * JSON, or carrying the X-QA-Token header. A cross-site form, a text/plain or bodyless POST, or an
 * image tag cannot reset the store, move the clock or read a code.
 */
export function qaGuard(token: string | null, allowedOrigins: readonly string[]): RequestHandler {
  return (req, res, next) => {
    const origin = req.headers.origin;
    const host = req.headers.host;
    if (origin && !allowedOrigins.includes(origin) && origin !== `http://${host}` && origin !== `https://${host}`) {
      return sendRawError(
        res,
        403,
        `The QA API does not answer pages of ${origin.slice(0, 100)}`,
        ErrorCode.wrong_origin,
      );
    }
    const given = req.headers[QA_TOKEN_HEADER];
    const console = req.method === 'GET' && req.path === '/';
    if (token !== null && !console) {
      if (typeof given !== 'string' || !sameSecret(given, token)) {
        return sendRawError(
          res,
          401,
          'The QA API needs the X-QA-Token header (the token the mock printed at start-up)',
        );
      }
      return next();
    }
    const reads = req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS';
    if (!reads && given === undefined && !req.is('application/json')) {
      return sendRawError(
        res,
        415,
        'QA requests that change something must be JSON (Content-Type: application/json) or carry X-QA-Token',
      );
    }
    next();
  };
}
