import type { PageDataLoader } from '@/lib/page-data';
import { parseLabId } from '../lib/lab-id';
import { labBranchesQueryOptions, labInfoQueryOptions } from './lab-queries';

/** /labs/:id: the lab and its branches (the page shows neither until both are here). */
export const loadLabPage: PageDataLoader = async (queryClient, { id }) => {
  const labId = parseLabId(id);
  if (labId === null) return;
  await Promise.all([
    queryClient.prefetchQuery(labInfoQueryOptions(labId)),
    queryClient.prefetchQuery(labBranchesQueryOptions(labId)),
  ]);
};
