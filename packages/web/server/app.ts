// The portal's production server: the assets (immutable, precompressed), the prerendered pages and
// the SPA shell, the data pages rendered per request, and /api, /notify (WebSocket included) and
// /__gateway proxied to the API. createPortalServer never listens; main.ts does.
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { type Express, type RequestHandler, type Response } from 'express';
import sirv from 'sirv';
import { accessLog } from './access-log.ts';
import { canonicalSearch } from './canonical-query.ts';
import type { PortalServerConfig } from './config.ts';
import { portalView, type TrustFn } from './forwarded.ts';
import { createPageCache, type PageCache } from './page-cache.ts';
import { serverDirOf } from './page-html.ts';
import { createPageRenderer, type PageRenderer } from './page-renderer.ts';
import { createApiProxy, isProxied } from './proxy.ts';
import { createRenderLimit } from './render-limit.ts';
import { baseSecurityHeaders, contentSecurityPolicy, inlineScriptHashes } from './security.ts';
import { cacheControl, sendPage, type PageOptions } from './send-page.ts';
import { setDeadlines, trackConnections, type Closed } from './shutdown.ts';
import { loadStaticPages, preparedPage, type PreparedPage } from './static-pages.ts';

export { PROXIED } from './proxy.ts';

/** Seconds a visitor told to come back (503) is asked to wait. */
const RETRY_AFTER_S = '2';

function unavailable(res: Response, message: string) {
  res.setHeader('Retry-After', RETRY_AFTER_S);
  res.setHeader('Cache-Control', 'no-store');
  res.status(503).json({ message });
}

export interface PortalServer {
  app: Express;
  server: Server;
  /** Graceful stop: see shutdown.ts. Resolves when done or at SHUTDOWN_TIMEOUT_MS, whichever first. */
  close(): Promise<Closed>;
  cache: PageCache<PreparedPage>;
}

/**
 * Every page: a data page rendered here (redirected first to its canonical query), else the
 * prerendered page or the SPA shell. A page that cannot be rendered here still works: the browser
 * renders it.
 */
function pageRoute(
  pages: PageRenderer<PreparedPage> | null,
  statics: ReturnType<typeof loadStaticPages>,
  pageOptions: PageOptions,
): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let pathname: string;
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
        data && (await pages?.render(pathname, search, { cookie: req.headers.cookie, signal: gone.signal }));
      if (rendered) return sendPage(req, res, rendered.page, rendered.personal ? 'personal' : 'shared', pageOptions);
    } catch (error) {
      if (pages?.visitorGone(error)) return;
      if (error instanceof Error && error.name === 'RenderBusy') return unavailable(res, error.message);
      console.error(JSON.stringify({ level: 'warn', message: `render of ${pathname} failed`, error: String(error) }));
    }
    const page = statics.pageFor(pathname);
    // The shell in place of a personal page is still only ever the visitor's (no shared cache keeps it).
    const kind = personal ? 'personal' : page === statics.shell ? 'shell' : 'prerendered';
    sendPage(req, res, page, kind, pageOptions);
  };
}

/** The build's pages and renderer, loaded (the server build too) before the server takes a request. */
async function loadPages(config: PortalServerConfig) {
  const prerender = pathToFileURL(join(serverDirOf(config.distDir), 'prerender.js')).href;
  const { SPA_SHELL_FILE } = (await import(prerender)) as { SPA_SHELL_FILE: string };
  const statics = loadStaticPages(config.distDir, SPA_SHELL_FILE);
  // PAGE_CACHE_MS=0: no sharing at all (every visitor gets a fresh render).
  const cache = createPageCache<PreparedPage>({
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
    prepare: (html) => preparedPage(html),
  });
  // The server build is loaded now, not by the first visitors (who all waited for it together).
  const documents = await pages?.ready();
  // The build's own inline scripts, and only those, may run: the policy is the same for every page.
  const scriptHashes = new Set([...statics.scriptHashes, ...inlineScriptHashes(documents?.template ?? '')]);
  const policy = {
    https: contentSecurityPolicy(scriptHashes, { https: true }),
    http: contentSecurityPolicy(scriptHashes),
  };
  const pageOptions: PageOptions = {
    csp: (https) => (https ? policy.https : policy.http),
    sharedSeconds: Math.round(config.pageCacheMs / 1000),
  };
  return { statics, cache, pages, pageOptions };
}

/** The server of `config` (not listening yet) and its graceful stop. */
export async function createPortalServer(config: PortalServerConfig): Promise<PortalServer> {
  const { statics, cache, pages, pageOptions } = await loadPages(config);
  const app = express();
  const trust = () => app.get('trust proxy fn') as TrustFn;
  const log = config.accessLog ? accessLog({ ipOf: (req) => portalView(req, trust()).ip }) : null;
  // The API's requests skip Express (its router costs as much as the proxying): the proxy answers
  // them straight from the server, logged and refused while stopping like any other request.
  const server = createServer((req, res) => {
    if (!isProxied(req.url) || connections.draining) return void app(req, res);
    log?.(req, res, () => undefined);
    void proxy.middleware(req, res, () => void app(req, res));
  });
  setDeadlines(server);
  const connections = trackConnections(server);
  const proxy = createApiProxy({ apiOrigin: config.apiOrigin, trust, closing: () => connections.draining });
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
  app.use(pageRoute(pages, statics, pageOptions));
  app.use((_req, res) => void res.status(404).type('text/plain').send('Not found'));

  const close = () => connections.close({ deadlineMs: config.shutdownMs, closeUpgrades: proxy.closeSockets });
  return { app, server, close, cache };
}
