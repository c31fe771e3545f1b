import './app/styles';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { preloadRoute } from './app/routes';

/**
 * Prerendered pages mark #root with the path they were rendered for. A static host's SPA fallback
 * can serve that markup for another URL; then it is discarded instead of hydrated into a mismatch.
 */
function hasMarkupFor(container: HTMLElement, pathname: string): boolean {
  if (!container.hasChildNodes()) return false;
  const renderedFor = container.dataset.prerenderedPath;
  // Pages whose markup depends on the query were rendered without one (scripts/prerender.mjs).
  const renderedSearch = container.dataset.prerenderedSearch;
  if (renderedSearch !== undefined && renderedSearch !== window.location.search) return false;
  const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return renderedFor === undefined || withoutSlash(renderedFor) === withoutSlash(pathname);
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const { pathname } = window.location;
  const hydrate = hasMarkupFor(container, pathname);
  // Prerendered markup hydrates only once its page chunk is here, so it hydrates as it is. The
  // empty shell renders at once (header and footer paint while the page chunk is still loading).
  const preload = preloadRoute(pathname).catch(() => undefined);
  if (hydrate) await preload;
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  // As a transition, React renders and hydrates in small slices instead of one long task, so the
  // page stays responsive while it starts (Total Blocking Time).
  if (hydrate) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}

void start();
