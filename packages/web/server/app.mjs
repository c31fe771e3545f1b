// The portal's production server: the assets (immutable, precompressed), the prerendered pages and
// the SPA shell, the data pages rendered per request, and /api, /notify (WebSocket included) and
// /__gateway proxied to the API. createPortalServer never listens; main.mjs does.
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import sirv from 'sirv';
import { serverDirOf } from '../scripts/page-html.mjs';
import { accessLog } from './access-log.mjs';
import { setForwarded } from './forwarded.mjs';
import { createPageCache } from './page-cache.mjs';
import { createPageRenderer } from './page-renderer.mjs';
import { baseSecurityHeaders } from './security.mjs';
import { loadStaticPages, preparedPage } from './static-pages.mjs';

export const PROXIED = ['/api', '/notify', '/__gateway'];

/** Whether a request is secure: directly, or said so by a proxy we trust (TRUST_PROXY). */
const isHttps = (req) => req.secure;

function sendPage(req, res, page, { personal }) {
  const https = isHttps(req);
  const encodings = String(req.headers['accept-encoding'] ?? '');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Security-Policy', page.csp(https));
  // HTML is always revalidated (a deploy shows at once); a personal page is never stored by others.
  res.setHeader('Cache-Control', personal ? 'private, no-cache' : 'no-cache');
  res.setHeader('Vary', personal ? 'Cookie, Accept-Encoding' : 'Accept-Encoding');
  res.setHeader('ETag', page.etag);
  if (req.headers['if-none-match'] === page.etag) return void res.status(304).end();
  const encoding = /\bbr\b/.test(encodings) ? 'br' : /\bgzip\b/.test(encodings) ? 'gzip' : null;
  const body = encoding ? page[encoding] : page.body;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String(body.length));
  res.status(200).end(req.method === 'HEAD' ? undefined : body);
}

export async function createPortalServer(config) {
  const { SPA_SHELL_FILE } = await import(pathToFileURL(join(serverDirOf(config.distDir), 'prerender.js')).href);
  const statics = loadStaticPages(config.distDir, SPA_SHELL_FILE);
  // PAGE_CACHE_MS=0: no sharing at all (every visitor gets a fresh render).
  const cache = createPageCache({ freshMs: config.pageCacheMs, staleMs: config.pageCacheMs && 15_000 });
  const pages = createPageRenderer({
    distDir: config.distDir,
    apiOrigin: config.apiOrigin,
    cache,
    prepare: preparedPage,
  });
  const inFlight = new Set();
  let draining = false;

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', false);
  if (config.accessLog) app.use(accessLog());
  app.use((req, res, next) => {
    if (draining) {
      res.setHeader('Connection', 'close');
      return void res.status(503).json({ message: 'The server is restarting; try again in a moment.' });
    }
    inFlight.add(res);
    res.on('close', () => inFlight.delete(res));
    next();
  });
  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok', pagesCached: cache.size, rendering: cache.rendering });
  });

  const proxy = createProxyMiddleware({
    target: config.apiOrigin,
    changeOrigin: true,
    ws: true,
    // Not xfwd (it appends to the visitor's own X-Forwarded-For): the address the portal saw.
    xfwd: false,
    pathFilter: PROXIED,
    on: {
      proxyReq: (proxyReq, req) => setForwarded(proxyReq, req, app.get('trust proxy fn')),
      proxyReqWs: (proxyReq, req) => setForwarded(proxyReq, req, app.get('trust proxy fn')),
      error(error, _req, res) {
        // A plain socket (a WebSocket upgrade) has no status line to send: just close it.
        if (!('setHeader' in res)) return void res.destroy();
        if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: 'The service is unavailable right now. Please try again.' }));
      },
    },
  });
  app.use(proxy);

  app.use((req, res, next) => {
    for (const [name, value] of Object.entries(baseSecurityHeaders({ https: isHttps(req) })))
      res.setHeader(name, value);
    next();
  });
  // Hashed file names change with their content: cached for a year, never revalidated.
  app.use(
    sirv(config.distDir, {
      etag: true,
      gzip: true,
      brotli: true,
      extensions: [],
      setHeaders(res, pathname) {
        res.setHeader(
          'Cache-Control',
          pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    }),
  );

  app.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let pathname;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      return void res.status(400).json({ message: 'Malformed URL.' });
    }
    // A missing file is a 404, not the app (a broken asset link should fail visibly).
    if (pathname.includes('.')) return next();
    const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    const gone = new AbortController();
    res.on('close', () => res.writableFinished || gone.abort());
    try {
      const rendered =
        pages && (await pages.render(pathname, search, { cookie: req.headers.cookie, signal: gone.signal }));
      if (rendered) return sendPage(req, res, rendered.page, rendered);
    } catch (error) {
      if (pages?.visitorGone(error)) return;
      // A page that cannot be rendered here still works: the browser renders it.
      console.error(JSON.stringify({ level: 'warn', message: `render of ${pathname} failed`, error: String(error) }));
    }
    sendPage(req, res, statics.pageFor(pathname), { personal: false });
  });
  app.use((_req, res) => res.status(404).type('text/plain').send('Not found'));

  const server = createServer(app);
  server.on('upgrade', proxy.upgrade);

  /** Graceful stop: no new connections or requests; those in flight finish (up to shutdownMs). */
  async function close() {
    draining = true;
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeIdleConnections();
    const deadline = setTimeout(() => server.closeAllConnections(), config.shutdownMs);
    const drained = setInterval(() => inFlight.size === 0 && server.closeIdleConnections(), 50);
    await closed;
    clearTimeout(deadline);
    clearInterval(drained);
  }

  return { app, server, close, cache };
}
