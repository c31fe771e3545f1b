import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { createPageRenderer } from '../server/page-renderer.ts';

export { API_WAIT_MS } from '../server/page-renderer.ts';

/**
 * The data pages for `vite preview` and `vite dev`'s preview of a build (the production server,
 * server/, uses the same renderer): rendered per request from dist-server/, reads to `apiOrigin`.
 */
export function createServerRenderer(distDir: string, apiOrigin: string) {
  const pages = createPageRenderer({ distDir, apiOrigin });
  if (!pages) return null;

  async function render(pathname: string, search: string, cookie: string | undefined): Promise<string | null> {
    return (await pages!.render(pathname, search, { cookie }))?.page ?? null;
  }

  /** Sends a rendered page, gzipped when the browser takes it (this runs before preview's compression). */
  function send(req: IncomingMessage, res: ServerResponse, html: string): void {
    const body = Buffer.from(html);
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'private, no-cache');
    res.setHeader('Vary', 'Cookie, Accept-Encoding');
    const payload = gzip ? gzipSync(body) : body;
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', String(payload.length));
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  return { render, send };
}
