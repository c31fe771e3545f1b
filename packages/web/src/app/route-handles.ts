import type { RouteHandle } from './route';
import { routeTable } from './route-table';

// The routes' handles (app/routes/<name>.route.ts, `handle`): read by the server build only
// (entry-server.tsx), so no first load carries them.
// A module without a handle has none (so the whole module is imported: a missing named export
// would fail the build).
const modules = import.meta.glob<{ handle?: RouteHandle }>('./*.route.ts', { base: './routes', eager: true });

const handled = routeTable.routes.map((route) => ({ ...route, handle: modules[route.file]?.handle ?? {} }));

/**
 * The pages written to static HTML at build time in every language (scripts/prerender.ts reads
 * the list from the server build): the routes whose handle says prerender. Every other URL gets
 * the empty shell (or, for a data page, its server render) and renders in the browser.
 */
export const prerenderedPaths: readonly string[] = handled
  .filter(({ handle }) => handle.prerender)
  .map(({ path }) => path)
  .sort();

/**
 * Prerendered pages whose markup depends on the query string (rendered with none). On a URL with a
 * query they are rendered afresh instead of hydrated; other pages ignore queries (utm_source...).
 */
export const queryDependentPaths: readonly string[] = handled
  .filter(({ handle }) => handle.prerender === 'without-query')
  .map(({ path }) => path);

/** The route patterns of the data pages (those with a loader). */
export const pageDataPaths: readonly string[] = handled.filter(({ loader }) => loader).map(({ path }) => path);

/**
 * Whether a data page shows the visitor's own data (read with their cookies). The others read only
 * public data: the server renders them without the visitor's cookies and may share them.
 */
export function pageDataIsPersonal(pattern: string): boolean {
  return handled.some(({ path, loader, handle }) => path === pattern && loader && handle.personal === true);
}
