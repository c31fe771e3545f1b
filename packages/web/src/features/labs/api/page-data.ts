import type { PageDataLoader } from '@/lib/page-data';
import { labsQueryOptions } from '@/lib/labs-query';
import { parseLabId } from '../lib/lab-id';
import { labBranchesQueryOptions, labCategoriesQueryOptions, labInfoQueryOptions } from './lab-queries';

/** /labs/:id: the lab, its branches and the tests of the first branch (the one the page opens on). */
export const loadLabPage: PageDataLoader = async (queryClient, { id }) => {
  const labId = parseLabId(id);
  if (labId === null) return;
  const info = queryClient.prefetchQuery(labInfoQueryOptions(labId));
  const branches = await queryClient.fetchQuery(labBranchesQueryOptions(labId)).catch(() => null);
  const first = branches?.data.branches[0];
  await Promise.all([info, first && queryClient.prefetchQuery(labCategoriesQueryOptions(first.id))]);
};

/** /labs: the list of labs (the same query as the header's Labs menu). */
export const loadLabsList: PageDataLoader = async (queryClient) => {
  await queryClient.prefetchQuery(labsQueryOptions());
};
