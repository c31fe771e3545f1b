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
export const pageDataLoaders: { path: string; loader: () => Promise<PageDataLoader>; personal?: true }[] = [
  {
    path: paths.doctorsSearch,
    loader: () => import('@/features/doctors/api/page-data').then((m) => m.loadDoctorSearch),
  },
  {
    path: paths.doctorProfile,
    loader: () => import('@/features/doctors/api/page-data').then((m) => m.loadDoctorProfile),
  },
  { path: paths.labs, loader: () => import('@/features/labs/api/page-data').then((m) => m.loadLabsList) },
  { path: paths.lab, loader: () => import('@/features/labs/api/page-data').then((m) => m.loadLabPage) },
  // The visitor's own appointment: read with their cookies, never shared by a cache.
  {
    path: paths.checkout,
    loader: () => import('@/features/payment/api/page-data').then((m) => m.loadCheckout),
    personal: true,
  },
];

/** The route pattern of a data page (e.g. /labs/:id), or null for other pages. */
export function pageDataPattern(pathname: string): string | null {
  return pageDataLoaders.find(({ path }) => matchPath(path, pathname))?.path ?? null;
}

/**
 * Whether a data page shows the visitor's own data (read with their cookies). The others read only
 * public data: the server renders them without the visitor's cookies and may share them.
 */
export function pageDataIsPersonal(pattern: string): boolean {
  return pageDataLoaders.some((page) => page.path === pattern && page.personal === true);
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
