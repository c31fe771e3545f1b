import { $api } from '@/lib/api';

/** GET /api/pharmacy_subscription_package/get_pharmacy_subscription_package -> data.packages. */
export const pharmacyPackagesQueryOptions = () =>
  $api.queryOptions(
    'get',
    '/api/pharmacy_subscription_package/get_pharmacy_subscription_package',
    {},
    {
      select: (response) => response.data.packages,
    },
  );
