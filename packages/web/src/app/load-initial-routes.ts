import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Resolves the lazy modules of the routes matching the current URL before the router starts,
 * so hydration of prerendered HTML sees the same tree the server rendered (no fallback flash).
 */
export async function loadInitialRoutes(routes: RouteObject[], location: Pick<Location, 'pathname'>): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}
