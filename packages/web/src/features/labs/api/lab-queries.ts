import { api, $api, unwrap } from '@/lib/api';
import { retryServerErrors } from '../lib/http-status';

// Keys come from the contract via $api.queryOptions; the queryFn goes through unwrap() so a
// 404 keeps its status and the page can say "Lab not found" instead of a generic error.

export const labInfoQueryOptions = (labId: number) => {
  const init = { params: { query: { lab_id: labId } } };
  return {
    ...$api.queryOptions('get', '/api/medical-test-labs/info/get', init),
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      unwrap(await api.GET('/api/medical-test-labs/info/get', { ...init, signal })),
    retry: retryServerErrors,
  };
};

export const labBranchesQueryOptions = (labId: number) => {
  const init = { params: { query: { lab_id: labId } } };
  return {
    ...$api.queryOptions('get', '/api/medical-test-labs/branches/get', init),
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      unwrap(await api.GET('/api/medical-test-labs/branches/get', { ...init, signal })),
    retry: retryServerErrors,
  };
};

export const labCategoriesQueryOptions = (branchId: number) =>
  $api.queryOptions(
    'get',
    '/api/medical-test-labs/categories',
    { params: { query: { lab_branch_id: branchId } } },
    {
      retry: retryServerErrors,
    },
  );
