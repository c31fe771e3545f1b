import { $api } from '@/lib/api';

/** GET /api/doctors/profile for the doctor being paid: the rating and reviews the checkout shows. */
export const doctorTrustQueryOptions = (pmdc: string) =>
  $api.queryOptions(
    'get',
    '/api/doctors/profile',
    { params: { query: { pmdc } } },
    {
      select: (response) => ({ rating: response.data.doctor.rating, reviews: response.data.doctor.review_count }),
      staleTime: 5 * 60_000,
    },
  );
