import { Route, Routes } from 'react-router-dom';
import { withQueryClient } from '@/lib/query/query-boundary';
import { lazyPage, type LazyPage } from './lazy-page';
import { RootLayout } from './layout/root-layout';
import { matchRoute, routeTable, type RouteEntry } from './route-table';

/**
 * Every route's page is its own chunk, fetched on first visit (main.tsx fetches the first URL's
 * with the entry). Pages that call the API come with the query client (route.queryClient); the
 * others never download it.
 */
const pages = new Map<RouteEntry, LazyPage>(
  routeTable.routes.map((route) => [route, lazyPage(route.queryClient ? withQueryClient(route.page) : route.page)]),
);

/** Loads the chunk of the page at `pathname`. */
export function preloadRoute(pathname: string): Promise<void> {
  const match = matchRoute(pathname);
  return match ? pages.get(match.route)!.preload() : Promise.resolve();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {[...pages].map(([{ path }, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Route>
    </Routes>
  );
}
