import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { loadLanguage } from './app/i18n/load-language';
import { pageDataFor, pageDataPattern } from './app/route-data';
import { metaForPath } from './app/route-meta';
import { preloadRoute } from './app/routes';
import * as seoContent from './content/seo';
import type { PageMeta } from './content/seo';
import { setServerFetch } from './lib/api';
import { languageOfPath, routerBasename, withoutLanguage, type Language } from './lib/i18n/languages';
import { contentIn, setPageLanguage } from './lib/i18n/translations';
import { createQueryClient } from './lib/query/query-client';
import { takeServerTitle } from './lib/page-meta';
import { VisitorGone } from './lib/visitor-gone';

export { VisitorGone } from './lib/visitor-gone';

export { pageDataPattern } from './app/route-data';
// pageDataPaths: for the server to learn the data pages' modules at start-up; prerenderedPaths and
// queryDependentPaths: what scripts/prerender.ts writes (both derived from the routes' handles).
export { pageDataIsPersonal, pageDataPaths, prerenderedPaths, queryDependentPaths } from './app/route-handles';

export type RenderResult = {
  html: string;
  language: Language;
  meta: PageMeta;
  /** The page's <noscript> message, in its language. */
  noscript: string;
  /** Put these on <div id="root">: main.tsx only hydrates markup rendered for the current URL. */
  rootAttributes: Record<string, string>;
  /** The API reads the markup shows, for the browser's query cache (null: the page read none). */
  state: DehydratedState | null;
};

export type RenderOptions = {
  /**
   * How the page's API reads reach the API during this render (the host resolves the placeholder
   * origin and forwards the visitor's cookies). Without it, pages render as they do before data.
   */
  fetch?: typeof fetch;
  /**
   * Ends the wait for the page's data: when it aborts (the reads' shared budget is spent, or the
   * visitor went away) the page renders with what has arrived, and the browser asks for the rest.
   */
  signal?: AbortSignal;
  /**
   * Runs the render's synchronous part in its turn at the process's one thread, once its data is in.
   * Without it, the render runs as soon as its data is in.
   */
  turn?: <T>(task: () => T) => Promise<T>;
};

/**
 * Renders run side by side, each with its own fetch: the API client (lib/api.ts) asks this store
 * for the fetch of the render whose async context it runs in, so no render sees another's cookies.
 */
const renderFetch = new AsyncLocalStorage<typeof fetch>();
setServerFetch((input, init) => {
  const current = renderFetch.getStore();
  return current ? current(input, init) : Promise.reject(new Error('no API during this render'));
});

/** Resolves when `signal` aborts (never without one). */
const abortOf = (signal: AbortSignal | undefined) =>
  new Promise<void>((resolve) => {
    if (!signal) return;
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });

/**
 * Renders one URL to the markup that goes inside <div id="root">: at build time for the
 * prerendered pages (each language), per request for the pages of route-data.ts. main.tsx
 * hydrates it. Nothing on this path touches window, document or storage.
 */
export async function render(url: string, options: RenderOptions = {}): Promise<RenderResult> {
  const { pathname, search } = new URL(url, 'http://render.local');
  const language = languageOfPath(pathname);
  const pagePath = withoutLanguage(pathname);
  // As in main.tsx: only data pages have a query client at the root (the same tree on both sides).
  const queryClient = pageDataPattern(pagePath) ? createQueryClient() : undefined;
  const loadData = queryClient && options.fetch ? pageDataFor(pagePath, search) : null;
  const reads = loadData && options.fetch ? renderFetch.run(options.fetch, () => loadData(queryClient!)) : undefined;
  // The data is waited for only until the signal aborts; the code, catalogue and meta always.
  const [meta] = await Promise.all([
    metaForPath(pagePath, language),
    preloadRoute(pagePath),
    loadLanguage(language),
    reads && Promise.race([reads, abortOf(options.signal)]),
  ]);
  // Aborted for another reason than the spent budget: nobody is waiting for this page any more.
  if (options.signal?.aborted && (options.signal.reason as Error | undefined)?.name !== 'TimeoutError') {
    throw new VisitorGone();
  }
  const now = () => renderNow(url, pathname, queryClient, loadData !== null, meta);
  return options.turn ? options.turn(now) : now();
}

/** The synchronous part of render(): nothing awaits, so the page language and title are this render's alone. */
function renderNow(
  url: string,
  pathname: string,
  queryClient: QueryClient | undefined,
  withData: boolean,
  routeMeta: PageMeta,
): RenderResult {
  const language = languageOfPath(pathname);
  takeServerTitle();
  setPageLanguage(language);
  // A failed (or unfinished) read is not sent to the browser, so it is not rendered either: the page shows its
  // loading state on both sides and the browser asks again (and shows the error if it stays).
  queryClient?.removeQueries({ predicate: (query) => query.state.status !== 'success' });
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url} basename={routerBasename(language)}>
        <App language={language} queryClient={queryClient} />
      </StaticRouter>
    </StrictMode>,
  );
  const state = withData && queryClient ? dehydrate(queryClient) : null;
  queryClient?.clear();
  const meta = { ...routeMeta, title: takeServerTitle() ?? routeMeta.title };
  const noscript = contentIn(seoContent, 'seo', language).noscriptMessage;
  return { html, language, meta, noscript, rootAttributes: { 'data-prerendered-path': pathname }, state };
}
