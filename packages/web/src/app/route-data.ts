import type { QueryClient } from '@tanstack/react-query';
import { matchRoute } from './route-table';

// The pages whose first view is data from the API: the routes with a loader (app/routes/*.route.ts).
// The server renders them with that data (entry-server.tsx); in the browser their reads start
// beside the page's chunk, not after it. Each loader is its own small chunk, so other pages load
// none of them.

/** The route pattern of a data page (e.g. /labs/:id), or null for other pages. */
export function pageDataPattern(pathname: string): string | null {
  const route = matchRoute(pathname)?.route;
  return route?.loader ? route.path : null;
}

/** The first data of the page at `pathname`, bound to its params and query; null for other pages. */
export function pageDataFor(
  pathname: string,
  search: string,
): ((queryClient: QueryClient | Promise<QueryClient>) => Promise<void>) | null {
  const match = matchRoute(pathname);
  const loader = match?.route.loader;
  if (!match || !loader) return null;
  // The loader's chunk and the query client (main.tsx: still loading) arrive side by side.
  return async (queryClient) => {
    const [load, client] = await Promise.all([loader(), queryClient]);
    await load(client, match.params, new URLSearchParams(search));
  };
}
