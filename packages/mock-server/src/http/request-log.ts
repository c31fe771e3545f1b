import type { RequestHandler } from 'express';
import type { Logger } from '../logger.ts';

/** Where each answered request is counted (the QA stats). */
export interface RequestCounter {
  request(op: string | undefined, status: number): void;
}

/** One structured line per request: { op, method, path, status, ms } (no query string: it may hold phone numbers). */
export function requestLog(logger: Logger, stats: RequestCounter): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    res.once('finish', () => {
      const op = res.locals.route?.operationId ?? res.locals.qaOp ?? null;
      stats.request(op ?? undefined, res.statusCode);
      logger.info('request', {
        op,
        method: req.method,
        path: req.originalUrl.split('?')[0].slice(0, 200),
        status: res.statusCode,
        ms: Math.round(Number(process.hrtime.bigint() - start) / 10_000) / 100,
      });
    });
    next();
  };
}

/** API answers are data, never documents: no sniffing, no framing, nothing to execute. */
export const apiSecurityHeaders: RequestHandler = (_req, res, next) => {
  res.set({
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    'Cross-Origin-Resource-Policy': 'same-site',
  });
  next();
};
