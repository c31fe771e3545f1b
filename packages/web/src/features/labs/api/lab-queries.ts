import { api, $api, readKeepingStatus } from '@/lib/api';
import { retryServerErrors } from '../lib/http-status';

// Keys come from the contract via $api.queryOptions; the lab and its branches are read keeping the
// status, so a 404 can say "Lab not found" instead of a generic error.

export const labInfoQueryOptions = (labId: number) => {
  const init = { params: { query: { lab_id: labId } } };
  return readKeepingStatus($api.queryOptions('get', '/api/medical-test-labs/info/get', init), (signal) =>
    api.GET('/api/medical-test-labs/info/get', { ...init, signal }),
  );
};

export const labBranchesQueryOptions = (labId: number) => {
  const init = { params: { query: { lab_id: labId } } };
  return readKeepingStatus($api.queryOptions('get', '/api/medical-test-labs/branches/get', init), (signal) =>
    api.GET('/api/medical-test-labs/branches/get', { ...init, signal }),
  );
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

/** GET /api/medical-test-labs/times: the dates and times the server's clock still allows (Pakistan time). */
export const labTimesQueryOptions = (branchId: number, homeSampling: boolean) =>
  $api.queryOptions(
    'get',
    '/api/medical-test-labs/times',
    { params: { query: { lab_branch_id: branchId, home_sampling: homeSampling } } },
    { retry: retryServerErrors, select: (response) => response.data },
  );
