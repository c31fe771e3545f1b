// The portal's production server: the assets (immutable, precompressed), the prerendered pages and
// the SPA shell, the data pages rendered per request, and /api, /notify (WebSocket included) and
// /__gateway proxied to the API. createPortalServer never listens; main.mjs does.
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import express from 'express';
import sirv from 'sirv';
import { serverDirOf } from '../scripts/page-html.mjs';
import { accessLog } from './access-log.mjs';
import { canonicalSearch } from './canonical-query.mjs';
import { createPageCache } from './page-cache.mjs';
import { createPageRenderer } from './page-renderer.mjs';
import { portalView } from './forwarded.mjs';
import { createApiProxy, isProxied } from './proxy.mjs';
import { createRenderLimit } from './render-limit.mjs';
import { baseSecurityHeaders, contentSecurityPolicy, inlineScriptHashes } from './security.mjs';
import { cacheControl, sendPage } from './send-page.mjs';
import { setDeadlines, trackConnections } from './shutdown.mjs';
import { loadStaticPages, preparedPage } from './static-pages.mjs';

export { PROXIED } from './proxy.mjs';

/** Seconds a visitor told to come back (503) is asked to wait. */
const RETRY_AFTER_S = '2';

function unavailable(res, message) {
  res.setHeader('Retry-After', RETRY_AFTER_S);
  res.setHeader('Cache-Control', 'no-store');
  res.status(503).json({ message });
}

export async function createPortalServer(config) {
  const { SPA_SHELL_FILE } = await import(pathToFileURL(join(serverDirOf(config.distDir), 'prerender.js')).href);
  const statics = loadStaticPages(config.distDir, SPA_SHELL_FILE);
  // PAGE_CACHE_MS=0: no sharing at all (every visitor gets a fresh render).
  const cache = createPageCache({
    freshMs: config.pageCacheMs,
    staleMs: config.pageCacheMs && 15_000,
    maxBytes: config.pageCacheBytes,
    sizeOf: (page) => page.bytes,
  });
  const pages = createPageRenderer({
    distDir: config.distDir,
    apiOrigin: config.apiOrigin,
    budgetMs: config.readBudgetMs,
    cache,
    limit: createRenderLimit({ concurrency: config.renders, queue: config.renderQueue }),
    prepare: preparedPage,
  });
  // The server build is loaded now, not by the first visitors (who all waited for it together).
  const documents = await pages?.ready();
  // The build's own inline scripts, and only those, may run: the policy is the same for every page.
  const scriptHashes = new Set([...statics.scriptHashes, ...inlineScriptHashes(documents?.template ?? '')]);
  const policy = {
    true: contentSecurityPolicy(scriptHashes, { https: true }),
    false: contentSecurityPolicy(scriptHashes),
  };
  const pageOptions = { csp: (https) => policy[https], sharedSeconds: Math.round(config.pageCacheMs / 1000) };

  const app = express();
  const log = config.accessLog ? accessLog({ ipOf: (req) => portalView(req, app.get('trust proxy fn')).ip }) : null;
  // The API's requests skip Express (its router costs as much as the proxying): the proxy answers
  // them straight from the server, logged and refused while stopping like any other request.
  const server = createServer((req, res) => {
    if (!isProxied(req.url) || connections.draining) return app(req, res);
    log?.(req, res, () => undefined);
    proxy.middleware(req, res, () => app(req, res));
  });
  setDeadlines(server);
  const connections = trackConnections(server);
  const proxy = createApiProxy({
    apiOrigin: config.apiOrigin,
    trust: () => app.get('trust proxy fn'),
    closing: () => connections.draining,
  });
  server.on('upgrade', proxy.upgrade);

  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', false);
  if (log) app.use(log);
  app.use((_req, res, next) => {
    if (!connections.draining) return next();
    res.setHeader('Connection', 'close');
    unavailable(res, 'The server is restarting; try again in a moment.');
  });
  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      status: 'ok',
      pagesCached: cache.size,
      pageCacheBytes: cache.bytes,
      rendering: pages?.limit.active ?? 0,
      waiting: pages?.limit.waiting ?? 0,
      webSockets: proxy.sockets,
    });
  });

  app.use((req, res, next) => {
    for (const [name, value] of Object.entries(baseSecurityHeaders({ https: req.secure }))) res.setHeader(name, value);
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
          pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : cacheControl('file'),
        );
      },
    }),
  );

  app.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let pathname;
    let personal = false;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      return void res.status(400).json({ message: 'Malformed URL.' });
    }
    // A missing file is a 404, not the app (a broken asset link should fail visibly).
    if (pathname.includes('.')) return next();
    const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    try {
      const data = await pages?.match(pathname);
      personal = Boolean(data?.personal);
      // One URL per page: unknown parameters, another order or defaults are redirected to it.
      const canonical = data ? canonicalSearch(data.pattern, search) : undefined;
      if (canonical !== undefined && canonical !== search) {
        res.setHeader('Cache-Control', 'public, max-age=3600');
        return void res.redirect(301, `${req.path}${canonical}`);
      }
      const gone = new AbortController();
      res.on('close', () => res.writableFinished || gone.abort());
      const rendered =
        data && (await pages.render(pathname, search, { cookie: req.headers.cookie, signal: gone.signal }));
      if (rendered) return sendPage(req, res, rendered.page, rendered.personal ? 'personal' : 'shared', pageOptions);
    } catch (error) {
      if (pages?.visitorGone(error)) return;
      if (error?.name === 'RenderBusy') return unavailable(res, error.message);
      // A page that cannot be rendered here still works: the browser renders it.
      console.error(JSON.stringify({ level: 'warn', message: `render of ${pathname} failed`, error: String(error) }));
    }
    const page = statics.pageFor(pathname);
    // The shell in place of a personal page is still only ever the visitor's (no shared cache keeps it).
    const kind = personal ? 'personal' : page === statics.shell ? 'shell' : 'prerendered';
    sendPage(req, res, page, kind, pageOptions);
  });
  app.use((_req, res) => res.status(404).type('text/plain').send('Not found'));

  /** Graceful stop: see shutdown.mjs. Resolves when done or at SHUTDOWN_TIMEOUT_MS, whichever first. */
  const close = () => connections.close({ deadlineMs: config.shutdownMs, closeUpgrades: proxy.closeSockets });

  return { app, server, close, cache };
}
