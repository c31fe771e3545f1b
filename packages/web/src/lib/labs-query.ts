import { $api } from '@/lib/api';

const FIVE_MINUTES = 5 * 60_000;

/**
 * GET /api/medical-test-labs/get; the list sits at data.data.medical_test_labs_all (SPEC section 3).
 * Shared because the header's Labs menu and the patient's shortcut both show it: one key, one request.
 */
export const labsQueryOptions = () =>
  $api.queryOptions(
    'get',
    '/api/medical-test-labs/get',
    {},
    {
      staleTime: FIVE_MINUTES,
      select: (response) => response.data.data.medical_test_labs_all,
    },
  );
