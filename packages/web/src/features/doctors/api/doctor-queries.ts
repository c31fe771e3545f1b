import type { paths } from '@ehp/api-types';
import { keepPreviousData } from '@tanstack/react-query';
import { api, $api, readKeepingStatus } from '@/lib/api';

// Keys come from the contract via $api.queryOptions; each read keeps the HTTP status of an error
// (a 404 profile is "Doctor not found", not a generic failure).

type Query<P extends keyof paths> = paths[P] extends { get: { parameters: { query?: infer Q } } }
  ? NonNullable<Q>
  : never;
export type SearchQuery = Query<'/api/doctors/search'>;
export type SlotsQuery = Query<'/api/doctors/slots'>;

/** One page of search results. The previous page stays on screen while the next one loads. */
export const doctorSearchQueryOptions = (query: SearchQuery) => {
  const init = { params: { query } };
  return {
    ...readKeepingStatus($api.queryOptions('get', '/api/doctors/search', init), (signal) =>
      api.GET('/api/doctors/search', { ...init, signal }),
    ),
    placeholderData: keepPreviousData,
  };
};

export const doctorProfileQueryOptions = (pmdc: string) => {
  const init = { params: { query: { pmdc } } };
  return readKeepingStatus($api.queryOptions('get', '/api/doctors/profile', init), (signal) =>
    api.GET('/api/doctors/profile', { ...init, signal }),
  );
};

export const REVIEWS_PAGE_SIZE = 5;

export const doctorReviewsQueryOptions = (pmdc: string, page: number) => {
  const init = { params: { query: { pmdc, page, page_size: REVIEWS_PAGE_SIZE } } };
  return readKeepingStatus($api.queryOptions('get', '/api/doctors/reviews', init), (signal) =>
    api.GET('/api/doctors/reviews', { ...init, signal }),
  );
};

/** Other patients book all the time, so slots are only briefly fresh and refetch on focus. */
export const SLOTS_STALE_MS = 15_000;

export const doctorSlotsQueryOptions = (query: SlotsQuery) => {
  const init = { params: { query } };
  return {
    ...readKeepingStatus($api.queryOptions('get', '/api/doctors/slots', init), (signal) =>
      api.GET('/api/doctors/slots', { ...init, signal }),
    ),
    staleTime: SLOTS_STALE_MS,
  };
};
