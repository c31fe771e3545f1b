import type { QueryClient } from '@tanstack/react-query';

/**
 * What a page reads first, fetched before its component asks: on the server so the page is
 * rendered with its data (entry-server.tsx), in the browser at the same time as the page's chunk.
 * Each loader takes the route's params and query string; it resolves when its reads have settled
 * (a failed read is left for the page to show and retry).
 */
export type PageDataLoader = (
  queryClient: QueryClient,
  params: Record<string, string | undefined>,
  search: URLSearchParams,
) => Promise<void>;
