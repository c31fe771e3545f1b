import { hydrate, QueryClient } from '@tanstack/react-query';

/**
 * The portal's query cache (hydrate: fills it with a server-rendered page's data).
 * TanStack Query's client is only loaded by code that reads or writes the API (query-boundary.tsx):
 * the marketing pages' first load carries none of it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
      // An action (Book, Pay, Send) goes out when pressed or fails at once, visibly: never paused
      // while offline and sent later by itself, never repeated behind the person's back (issue 34).
      // Reads keep TanStack's networkMode 'online': they pause offline and resume when it returns.
      mutations: { networkMode: 'always', retry: false },
    },
  });
}

export { hydrate };
