// The security headers of every page. The portal's own inline scripts (the after-first-paint
// loader and any other the build writes) are allowed by their hashes, worked out once at start-up
// from the build: never from a rendered page, where an injected script would hash itself in.
import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** sha256 sources of the inline scripts of a page that run (JSON data blocks don't). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/.test(attributes) || /\btype\s*=\s*"application\/(ld\+)?json"/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The Content-Security-Policy of every page (scriptHashes: the build's, see inlineScriptHashes): its own origin for code, data and the socket (/api,
 * /notify and /__gateway are proxied from it), camera and microphone streams for calls, inline
 * styles (Mantine sets style attributes; the critical CSS is inlined), no framing, no plugins.
 */
export function contentSecurityPolicy(scriptHashes: Iterable<string>, { https = false } = {}): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${[...scriptHashes].sort().join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob: mediastream:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * Headers for every response the portal itself serves (pages and files). No X-Frame-Options: the
 * CSP's frame-ancestors 'none' supersedes it in every browser the portal supports, and its 24 bytes
 * count against the landing pages' first round trip (tests/size/first-round-trip.test.ts).
 */
export function baseSecurityHeaders({ https = false } = {}): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(self), microphone=(self), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  // Only over HTTPS (directly or behind a trusted proxy that says so): HSTS over HTTP is ignored.
  if (https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
