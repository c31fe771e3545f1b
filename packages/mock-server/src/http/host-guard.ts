import { isIP } from 'node:net';
import type { RequestHandler } from 'express';
import { sendRawError } from './errors.ts';

/** The host name of a Host header, lower case, without port or IPv6 brackets. */
export function hostName(header: string): string {
  const host = header.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']'));
  return host.replace(/:\d*$/, '');
}

/**
 * Whether a Host header names this server: an IP literal, localhost, or a configured name. A web
 * page that rebinds its own domain to 127.0.0.1 (DNS rebinding) still sends its domain as Host,
 * and is refused, so it can read nothing and reach no QA route.
 */
export function hostAllowed(header: string, allowedHosts: readonly string[]): boolean {
  const name = hostName(header);
  if (isIP(name) || name === 'localhost' || name.endsWith('.localhost')) return true;
  return allowedHosts.some((allowed) =>
    allowed.startsWith('*.') ? name.endsWith(allowed.slice(1)) || name === allowed.slice(2) : name === allowed,
  );
}

export function hostGuard(allowedHosts: readonly string[]): RequestHandler {
  return (req, res, next) => {
    const host = req.headers.host;
    if (!host) return sendRawError(res, 400, 'The request has no Host header; HTTP/1.1 requires one');
    if (hostAllowed(host, allowedHosts)) return next();
    sendRawError(
      res,
      421,
      `This server does not answer for the host "${hostName(host).slice(0, 100)}"; add it to ALLOWED_HOSTS`,
    );
  };
}
