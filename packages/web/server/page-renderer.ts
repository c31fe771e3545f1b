// The data pages (src/app/route-data.ts) rendered per request with their first API reads, from the
// server build that `pnpm build` leaves in dist-server/. Renders run side by side (each has its own
// fetch and query client, see entry-server.tsx), at most `limit` allows at once; the reads of one
// page share one time budget.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createPageCache, type PageCache, type Produce } from './page-cache.ts';
import { createDocumentRenderer, serverDirOf, type DocumentRenderer } from './page-html.ts';
import { createRenderLimit, createRenderTurns, type RenderLimit } from './render-limit.ts';

/** How long a page waits for all its data together before it is sent without it (the browser then asks). */
export const API_WAIT_MS = 2_500;

export interface PageRenderer<Page = string> {
  render(
    pathname: string,
    search: string,
    options?: { cookie?: string; signal?: AbortSignal },
  ): Promise<{ page: Page; personal: boolean } | null>;
  match(pathname: string): Promise<{ pattern: string; personal: boolean } | null>;
  ready(): Promise<DocumentRenderer>;
  visitorGone(error: unknown): boolean;
  cache: { readonly size: number; readonly bytes: number; readonly rendering: number };
  limit: { readonly active: number; readonly waiting: number };
}

export interface PageRendererOptions<Page> {
  distDir: string;
  apiOrigin: string;
  budgetMs?: number;
  cache?: PageCache<Page>;
  limit?: RenderLimit;
  /** What a rendered page is kept and sent as (the HTML itself by default). */
  prepare?: (html: string) => Page;
}

/** The fetch of one render: GET only, to the API origin, with the visitor's cookies if personal. */
const apiFetch =
  (apiOrigin: string, cookie: string | undefined, signal: AbortSignal): typeof fetch =>
  async (input, init) => {
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

/**
 * Returns null when there is no server build (then pages are served as static files and render in
 * the browser, as on any static host). render(pathname, search, { cookie, signal }) resolves to
 * null for a page that is not a data page, else { page, personal } (page: prepare(html), kept as
 * such by the cache): a personal page (the checkout) was read with the visitor's cookies and is
 * never cached; the others were read without any and may be shared. A render past the limit's
 * queue rejects with RenderBusy.
 * (One closure over the loaded build, its cache and its limit: over 80 lines for that reason.)
 */
export function createPageRenderer<Page = string>({
  distDir,
  apiOrigin,
  budgetMs = API_WAIT_MS,
  cache = createPageCache<Page>(),
  limit = createRenderLimit(),
  prepare = (html: string) => html as Page,
}: PageRendererOptions<Page>): PageRenderer<Page> | null {
  const serverDir = serverDirOf(distDir);
  const turn = createRenderTurns();
  if (!existsSync(join(serverDir, 'entry-server.js'))) return null;
  let loading: Promise<DocumentRenderer> | null = null;
  const load = () => {
    if (loading) return loading;
    const loaded = createDocumentRenderer(distDir, serverDir);
    loading = loaded;
    // A failed load is tried again by the next page, not kept.
    loaded.catch(() => (loading = null));
    return loaded;
  };

  async function renderOnce(
    url: string,
    pattern: string,
    search: string,
    cookie: string | undefined,
    visitor: AbortSignal | undefined,
    first = false,
  ) {
    const { renderDocument } = await load();
    return limit.run(
      async () => {
        // One budget for all the page's reads; the visitor leaving ends it too (and drops the render).
        const reads = readSignal(budgetMs, visitor);
        try {
          return await renderDocument(url, {
            fetch: apiFetch(apiOrigin, cookie, reads.signal),
            signal: reads.signal,
            turn,
            pattern,
            search,
          });
        } finally {
          reads.done();
        }
      },
      visitor,
      { first },
    );
  }

  /** The data page at `pathname` (language prefix included): its route pattern and whether it is personal. */
  async function match(pathname: string) {
    const { server } = await load();
    const pattern = server.pageDataPattern(server.withoutLanguage(pathname));
    return pattern ? { pattern, personal: server.pageDataIsPersonal(pattern) } : null;
  }

  async function render(
    pathname: string,
    search: string,
    { cookie, signal }: { cookie?: string; signal?: AbortSignal } = {},
  ) {
    const page = await match(pathname);
    if (!page) return null;
    const { server } = await load();
    const url = `${pathname}${search}`;
    const gone = () => new server.VisitorGone();
    if (page.personal) {
      const { html } = await renderOnce(url, page.pattern, search, cookie, signal);
      return { page: prepare(html), personal: true };
    }
    // Read without the visitor's cookies: the same page for everyone, so it may be shared.
    // A refresh of a page visitors read goes ahead of first renders (of made-up URLs, say).
    const shared: Produce<Page> = async (sharedSignal, { known }) => {
      const { html, complete } = await renderOnce(url, page.pattern, search, undefined, sharedSignal, known);
      return { html: prepare(html), complete };
    };
    return { page: await cache.get(url, shared, { signal, gone }), personal: false };
  }

  /** Whether an error is a render dropped because its visitor went away (nothing to answer). */
  const visitorGone = (error: unknown) => error instanceof Error && error.name === 'VisitorGone';

  /**
   * Loads the server build now (at start-up) rather than on the first visitor's page, and starts
   * learning each data page's modules meanwhile (not waited for: a visitor who comes first joins it).
   */
  const ready = () =>
    load().then((documents) => {
      void documents.learnAll();
      return documents;
    });

  return { render, match, ready, visitorGone, cache, limit };
}

/**
 * The signal of a render's reads: aborted when the budget is spent or the visitor goes away.
 * (A plain timer and controller held here: an AbortSignal.timeout() referenced only through
 * AbortSignal.any() can be garbage-collected on Node 20 before it fires, and then never does.)
 */
function readSignal(budgetMs: number, visitor: AbortSignal | undefined) {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException("The page's reads ran out of time", 'TimeoutError')),
    budgetMs,
  );
  const gone = () => controller.abort(visitor?.reason);
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
