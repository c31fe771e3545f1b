import cors from 'cors';
import type { RequestHandler } from 'express';
import { sendRawError } from './errors.ts';

/**
 * CORS with credentials for the configured portal origins only (never a wildcard). Every answer
 * varies by Origin, so a shared cache cannot hand one origin's answer to another. A preflight from
 * an origin not on the list gets a 403 that says why, instead of falling through to a 405.
 */
export function corsFor(origins: string[]): RequestHandler[] {
  const allowed = new Set(origins);
  const vary: RequestHandler = (_req, res, next) => {
    res.vary('Origin');
    next();
  };
  const refusePreflight: RequestHandler = (req, res, next) => {
    const origin = req.get('Origin');
    if (req.method !== 'OPTIONS' || !origin || allowed.has(origin) || !req.get('Access-Control-Request-Method'))
      return next();
    sendRawError(
      res,
      403,
      `Origin ${origin.slice(0, 200)} is not allowed to call this API with credentials; ` +
        `allowed: ${[...allowed].join(', ') || '(none)'} (set CORS_ORIGINS)`,
    );
  };
  const corsMiddleware = cors({
    origin: (origin, cb) => cb(null, origin && allowed.has(origin) ? origin : false),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Content-Type', 'X-XSRF-TOKEN'],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
  return [vary, refusePreflight, corsMiddleware];
}
