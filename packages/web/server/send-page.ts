// Sends an HTML page (prerendered, the shell, or rendered here) with its validators, compression,
// security policy, and how long a shared cache in front (nginx, a CDN) may keep it.
import type { Request, Response } from 'express';
import type { PreparedPage } from './static-pages.ts';

/** Seconds a shared cache may serve a public data page stale while it fetches a fresh one. */
const STALE_WHILE_REVALIDATE_S = 15;
/** Seconds a shared cache may keep a prerendered page (it changes only with a deploy). */
const PRERENDERED_SHARED_S = 60;

/** The kinds of response the portal sets a Cache-Control for (see cacheControl). */
export type ResponseKind = 'shared' | 'prerendered' | 'shell' | 'personal' | 'file';

/**
 * Cache-Control by kind of response. Browsers always revalidate HTML (max-age=0, with the ETag), so
 * a deploy shows at once; a shared cache may keep a public page a few seconds. A personal page (read
 * with the visitor's cookies) is stored by no one.
 * kind: 'shared' (a public data page; sharedSeconds: PAGE_CACHE_MS in seconds, 0: not shared),
 * 'prerendered' and 'shell' (the build's pages), 'personal', 'file' (a file other than an asset).
 */
export function cacheControl(kind: ResponseKind, sharedSeconds = 0): string {
  switch (kind) {
    case 'shared':
      return sharedSeconds > 0
        ? `public, max-age=0, s-maxage=${sharedSeconds}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}`
        : 'no-cache';
    case 'prerendered':
    case 'shell':
      return `public, max-age=0, s-maxage=${PRERENDERED_SHARED_S}`;
    case 'personal':
      return 'private, no-store';
    default:
      return 'no-cache';
  }
}

export interface PageOptions {
  /** The Content-Security-Policy of a page served over HTTPS or not. */
  csp: (https: boolean) => string;
  sharedSeconds: number;
}

/** page: a preparedPage (static-pages.ts). */
export function sendPage(
  req: Request,
  res: Response,
  page: PreparedPage,
  kind: Exclude<ResponseKind, 'file'>,
  { csp, sharedSeconds }: PageOptions,
): void {
  const encodings = String(req.headers['accept-encoding'] ?? '');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Security-Policy', csp(req.secure));
  res.setHeader('Cache-Control', cacheControl(kind, sharedSeconds));
  res.setHeader('Vary', kind === 'personal' ? 'Cookie, Accept-Encoding' : 'Accept-Encoding');
  res.setHeader('ETag', page.etag);
  if (req.headers['if-none-match'] === page.etag) return void res.status(304).end();
  const encoding = /\bbr\b/.test(encodings) ? 'br' : /\bgzip\b/.test(encodings) ? 'gzip' : null;
  const body = encoding ? page[encoding] : page.body;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String(body.length));
  res.status(200).end(req.method === 'HEAD' ? undefined : body);
}
