import './app/styles';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { ReplayEarlyInput } from './app/early-input';
import { startLanguage } from './app/i18n/document-language';
import { loadLanguage } from './app/i18n/load-language';
import { pageDataFor, pageDataPattern } from './app/route-data';
import { preloadRoute } from './app/routes';
import { PAGE_DATA_ELEMENT_ID } from './config/prerender';
import { routerBasename, withoutLanguage } from './lib/i18n/languages';
import { loadQueryClient } from './lib/query/query-boundary';

/**
 * Prerendered pages mark #root with the path they were rendered for. A static host's SPA fallback
 * can serve that markup for another URL; then it is discarded instead of hydrated into a mismatch.
 */
function hasMarkupFor(container: HTMLElement, pathname: string): boolean {
  if (!container.hasChildNodes()) return false;
  const renderedFor = container.dataset.prerenderedPath;
  // Pages whose markup depends on the query were rendered without one (scripts/prerender.ts).
  const renderedSearch = container.dataset.prerenderedSearch;
  if (renderedSearch !== undefined && renderedSearch !== window.location.search) return false;
  const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return renderedFor === undefined || withoutSlash(renderedFor) === withoutSlash(pathname);
}

/** The API reads a server-rendered page was rendered with (entry-server.tsx), if any. */
function readPageData(): DehydratedState | null {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return null;
  }
}

async function loadPageData(queryClient: Promise<QueryClient>, pathname: string): Promise<void> {
  try {
    await pageDataFor(pathname, window.location.search)?.(queryClient);
  } catch {
    // The page asks again itself and shows what went wrong.
  }
}

/** Renders or hydrates the portal in #root (entry-client.tsx calls it). */
export async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const language = startLanguage(window.location);
  if (!language) return;
  const { pathname } = window.location;
  const hydrate = hasMarkupFor(container, pathname);
  // Urdu pages render (and hydrate) once their catalogue is here; English never waits.
  const languageLoaded = loadLanguage(language);
  // Prerendered markup hydrates only once its page chunk is here, so it hydrates as it is. The
  // empty shell renders at once (header and footer paint while the page chunk is still loading).
  const pagePath = withoutLanguage(pathname);
  const preload = preloadRoute(pagePath).catch(() => undefined);
  // A data page has the query client at its root, with the data the server rendered it with;
  // without markup to hydrate, its reads start now, beside its chunk (route-data.ts). Markup
  // prerendered without data (the plain doctor search) hydrates as it was rendered, loading
  // state included, and the page reads once it is live: data that came first would not match it.
  // Other pages load the query client only with the components that call the API
  // (lib/query/query-boundary.tsx).
  let queryClient: QueryClient | undefined;
  if (pageDataPattern(pagePath)) {
    const state = hydrate ? readPageData() : null;
    const clientLoaded = loadQueryClient(state);
    if (!hydrate) void loadPageData(clientLoaded, pagePath);
    queryClient = await clientLoaded;
  }
  if (hydrate) await preload;
  await languageLoaded;
  const app = (
    <StrictMode>
      <BrowserRouter basename={routerBasename(language)}>
        <App language={language} queryClient={queryClient} />
      </BrowserRouter>
    </StrictMode>
  );
  // As a transition, React renders and hydrates in small slices instead of one long task, so the
  // page stays responsive while it starts (Total Blocking Time).
  if (hydrate) {
    startTransition(() => {
      hydrateRoot(
        container,
        <>
          {app}
          <ReplayEarlyInput container={container} />
        </>,
      );
    });
  } else {
    container.replaceChildren();
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}
