import { $api } from '@/lib/api';

/** GET /api/medical-test-labs/get with the same key as the header's Labs menu, so they share one request. */
export const labsQueryOptions = () =>
  $api.queryOptions(
    'get',
    '/api/medical-test-labs/get',
    {},
    {
      staleTime: 5 * 60_000,
      select: (response) => response.data.data.medical_test_labs_all,
    },
  );
