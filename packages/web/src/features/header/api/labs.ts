import type { components } from '@ehp/api-types';
import { loadQueryClient } from '@/lib/query/query-boundary';

export type Lab = components['schemas']['Lab'];

/** The Labs menu's list as it arrives: the menu itself is in every first load, the query is not. */
export type LabsState =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; labs: Lab[] };

/**
 * Fetches the labs into the page's query cache (the header does it once the page is idle). The
 * query client and the API client are loaded for it, after the page's first load.
 */
export async function prefetchLabs(): Promise<void> {
  try {
    const [client, { labsQueryOptions }] = await Promise.all([loadQueryClient(), import('@/lib/labs-query')]);
    await client.prefetchQuery(labsQueryOptions());
  } catch {
    // Offline, or the chunk cut off: only a head start is lost. The menu loads the labs when it
    // opens, and says so if it cannot.
  }
}
