// The data pages (src/app/route-data.ts) rendered per request with their first API reads, from the
// server build that `pnpm build` leaves in dist-server/. Renders run side by side (each has its own
// fetch and query client, see entry-server.tsx); the reads of one page share one time budget.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createDocumentRenderer, serverDirOf } from '../scripts/page-html.mjs';
import { createPageCache } from './page-cache.mjs';

/** How long a page waits for all its data together before it is sent without it (the browser then asks). */
export const API_WAIT_MS = 2_500;

/**
 * Returns null when there is no server build (then pages are served as static files and render in
 * the browser, as on any static host). render(pathname, search, { cookie, signal }) resolves to
 * null for a page that is not a data page, else { page, personal } (page: prepare(html), kept as
 * such by the cache): a personal page (the checkout)
 * was read with the visitor's cookies; the others were read without any and may be shared.
 */
export function createPageRenderer({
  distDir,
  apiOrigin,
  budgetMs = API_WAIT_MS,
  cache = createPageCache(),
  prepare = (html) => html,
}) {
  const serverDir = serverDirOf(distDir);
  if (!existsSync(join(serverDir, 'entry-server.js'))) return null;
  let loading = null;
  const load = () => (loading ??= createDocumentRenderer(distDir, serverDir));

  /** The fetch of one render: GET only, to the API origin, with the visitor's cookies if personal. */
  const apiFetch = (cookie, signal) => async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'GET') throw new Error(`a page render may only read (${request.method})`);
    const { pathname, search } = new URL(request.url);
    const headers = new Headers({ accept: 'application/json' });
    if (cookie) headers.set('cookie', cookie);
    return fetch(new URL(`${pathname}${search}`, apiOrigin), {
      headers,
      signal: AbortSignal.any([request.signal, signal]),
    });
  };

  async function renderOnce(url, pattern, search, cookie, visitor) {
    const { renderDocument } = await load();
    // One budget for all the page's reads; the visitor leaving ends it too (and drops the render).
    const reads = readSignal(budgetMs, visitor);
    try {
      return await renderDocument(url, {
        fetch: apiFetch(cookie, reads.signal),
        signal: reads.signal,
        pattern,
        search,
      });
    } finally {
      reads.done();
    }
  }

  async function render(pathname, search, { cookie, signal } = {}) {
    const { server } = await load();
    const pattern = server.pageDataPattern(server.withoutLanguage(pathname));
    if (!pattern) return null;
    const url = `${pathname}${search}`;
    const gone = () => new server.VisitorGone();
    if (server.pageDataIsPersonal(pattern)) {
      return { page: prepare((await renderOnce(url, pattern, search, cookie, signal)).html), personal: true };
    }
    const shared = async (sharedSignal) => {
      const { html, complete } = await renderOnce(url, pattern, search, undefined, sharedSignal);
      return { html: prepare(html), complete };
    };
    return { page: await cache.get(url, shared, { signal, gone }), personal: false };
  }

  /** Whether an error is a render dropped because its visitor went away (nothing to answer). */
  const visitorGone = (error) => error instanceof Error && error.name === 'VisitorGone';

  return { render, visitorGone, cache };
}

/**
 * The signal of a render's reads: aborted when the budget is spent or the visitor goes away.
 * (A plain timer and controller held here: an AbortSignal.timeout() referenced only through
 * AbortSignal.any() can be garbage-collected on Node 20 before it fires, and then never does.)
 */
function readSignal(budgetMs, visitor) {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException("The page's reads ran out of time", 'TimeoutError')),
    budgetMs,
  );
  const gone = () => controller.abort(visitor.reason);
  if (visitor?.aborted) gone();
  else visitor?.addEventListener('abort', gone, { once: true });
  return {
    signal: controller.signal,
    done() {
      clearTimeout(timer);
      visitor?.removeEventListener('abort', gone);
    },
  };
}
