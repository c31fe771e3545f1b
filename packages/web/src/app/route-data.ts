import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { PageDataLoader } from '@/lib/page-data';

/**
 * The pages whose first view is data from the API. The server renders them with that data
 * (entry-server.tsx); in the browser their reads start beside the page's chunk, not after it.
 * Each loader is its own small chunk, so other pages load none of them.
 * Order matters as in routes.tsx: /doctors/search before /doctors/:pmdc.
 */
export const pageDataLoaders: { path: string; loader: () => Promise<PageDataLoader> }[] = [
  {
    path: paths.doctorsSearch,
    loader: () => import('@/features/doctors/api/page-data').then((m) => m.loadDoctorSearch),
  },
  {
    path: paths.doctorProfile,
    loader: () => import('@/features/doctors/api/page-data').then((m) => m.loadDoctorProfile),
  },
  { path: paths.lab, loader: () => import('@/features/labs/api/page-data').then((m) => m.loadLabPage) },
  { path: paths.checkout, loader: () => import('@/features/payment/api/page-data').then((m) => m.loadCheckout) },
];

/** The route pattern of a data page (e.g. /labs/:id), or null for other pages. */
export function pageDataPattern(pathname: string): string | null {
  return pageDataLoaders.find(({ path }) => matchPath(path, pathname))?.path ?? null;
}

/** The first data of the page at `pathname`, bound to its params and query; null for other pages. */
export function pageDataFor(
  pathname: string,
  search: string,
): ((queryClient: QueryClient | Promise<QueryClient>) => Promise<void>) | null {
  for (const { path, loader } of pageDataLoaders) {
    const match = matchPath(path, pathname);
    if (match) {
      // The loader's chunk and the query client (main.tsx: still loading) arrive side by side.
      return async (queryClient) => {
        const [load, client] = await Promise.all([loader(), queryClient]);
        await load(client, match.params, new URLSearchParams(search));
      };
    }
  }
  return null;
}
