import { matchRoutes, type Params } from 'react-router-dom';
import type { RouteModule } from './route';

/**
 * The portal's routes: one module per route, app/routes/<name>.route.ts, exporting its `route`
 * (path, page chunk, first-data loader, handle flags) and its `meta` (title and description in
 * each language). Everything else is derived from them: the <Routes> (routes.tsx), the data pages
 * (route-data.ts), the prerendered pages and the titles (route-meta.ts). A URL is matched by React
 * Router's ranking (matchRoutes), so the order of the modules does not matter: /doctors/search
 * wins over /doctors/:pmdc, and * takes what no other route does.
 *
 * Why not React Router's data router (createBrowserRouter + RouterProvider, each route a `lazy`
 * module with its loader and handle)? Measured on this build (issue 35): its runtime adds 16.1 KB
 * gzip to every first load (react-vendor 80,286 → 96,390 B): / 134,352 → 150,432 B against its
 * 138,240 B budget, the doctor profile 170,942 → 187,041 B against 171,008 B. On a 3G phone
 * those KB are every page's first paint. This table keeps the small <BrowserRouter>/<Routes>
 * runtime the portal already ships, with the same one-module-per-route shape. (On the server the
 * data router would also need createStaticHandler + StaticRouterProvider and its hydration data.)
 *
 * Only `route` is imported here: the build's tree shaking leaves the module's `handle` and `meta`
 * (plain data) out of the first load; the server reads them (route-handles.ts, route-meta.ts), and
 * the browser a route's meta once the page has rendered.
 */
const modules = import.meta.glob<RouteModule>('./*.route.ts', { base: './routes', eager: true, import: 'route' });

/** A route and the file that declares it (./<name>.route.ts in app/routes: the key of its handle and meta). */
export type RouteEntry = RouteModule & { file: string };

/** The route a path renders and the values of its params (React Router's match). */
export type RouteMatch = { route: RouteEntry; params: Params };

export type RouteTable = {
  routes: readonly RouteEntry[];
  /** The route a path (without its language prefix) renders, by React Router's ranking; null: none. */
  match: (pathname: string) => RouteMatch | null;
};

/** The table of a set of route modules, keyed by their file (as import.meta.glob gives them). */
export function createRouteTable(byFile: Record<string, RouteModule>): RouteTable {
  const routes = Object.entries(byFile).map(([file, route]): RouteEntry => ({ ...route, file }));
  const match = (pathname: string) => matchRoutes(routes, pathname)?.[0] ?? null;
  return { routes, match: import.meta.env.SSR ? remembered(match) : match };
}

/**
 * matchRoutes ranks every route again on each call (about 0.2 ms for these 31 on the server, where
 * every page request asks several times): the server keeps the answers of the last 1,000 paths.
 * (The browser asks a few times per navigation: it keeps no table, which would cost its first load.)
 */
function remembered(match: (pathname: string) => RouteMatch | null): (pathname: string) => RouteMatch | null {
  const known = new Map<string, RouteMatch | null>();
  return (pathname) => {
    let found = known.get(pathname);
    if (found === undefined) {
      if (known.size >= 1000) known.clear();
      found = match(pathname);
      known.set(pathname, found);
    }
    return found;
  };
}

export const routeTable = createRouteTable(modules);

/** The route at `pathname` (without its language prefix): * when no other matches. */
export const matchRoute = routeTable.match;
