import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createDocumentRenderer, serverDirOf, type DocumentRenderer } from './page-html.mjs';

/** How long a page waits for its first data before it is sent without it (the browser then asks). */
export const API_WAIT_MS = 2_500;

/**
 * Renders the data pages (src/app/route-data.ts) per request with their first API reads, from the
 * server build that `pnpm build` leaves in dist-server/. The reads go to `apiOrigin` with the
 * visitor's cookies. Returns null when there is no server build (then pages are served as static
 * files and render in the browser, as on any static host).
 */
export function createServerRenderer(distDir: string, apiOrigin: string) {
  const serverDir = serverDirOf(distDir);
  if (!existsSync(join(serverDir, 'entry-server.js'))) return null;
  let renderer: Promise<DocumentRenderer> | null = null;
  // One render at a time: the server build's API client holds the fetch of the current render.
  let queue: Promise<unknown> = Promise.resolve();

  const apiFetch =
    (cookie: string | undefined): typeof fetch =>
    async (input, init) => {
      const request = new Request(input, init);
      if (request.method !== 'GET') throw new Error(`a page render may only read (${request.method})`);
      const { pathname, search } = new URL(request.url);
      const headers = new Headers({ accept: 'application/json' });
      if (cookie) headers.set('cookie', cookie);
      return fetch(new URL(`${pathname}${search}`, apiOrigin), {
        headers,
        signal: AbortSignal.any([request.signal, AbortSignal.timeout(API_WAIT_MS)]),
      });
    };

  /** The HTML of a data page, or null when `pathname` is not one. */
  async function render(pathname: string, search: string, cookie: string | undefined): Promise<string | null> {
    renderer ??= createDocumentRenderer(distDir, serverDir);
    const { server, renderDocument } = await renderer;
    const pattern = server.pageDataPattern(server.withoutLanguage(pathname));
    if (!pattern) return null;
    const job = queue.then(() => renderDocument(`${pathname}${search}`, { fetch: apiFetch(cookie), pattern, search }));
    queue = job.catch(() => undefined);
    return (await job).html;
  }

  /** Sends a rendered page, gzipped when the browser takes it (this runs before preview's compression). */
  function send(req: IncomingMessage, res: ServerResponse, html: string): void {
    const body = Buffer.from(html);
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    // Rendered for this visitor (the checkout reads their appointment with their cookies).
    res.setHeader('Cache-Control', 'private, no-cache');
    res.setHeader('Vary', 'Cookie, Accept-Encoding');
    const payload = gzip ? gzipSync(body) : body;
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', String(payload.length));
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  return { render, send };
}
