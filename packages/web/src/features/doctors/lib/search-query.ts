import { ALL_CITIES_OPTION } from '@/content/cities';
import type { SearchQuery } from '../api/doctor-queries';
import { DEFAULT_SORT, type FinderState } from './finder-params';

export const SEARCH_PAGE_SIZE = 10;

/** The finder's state as searchDoctors' query: defaults are left out so equal searches share a cache key. */
export function toSearchQuery(state: FinderState): SearchQuery {
  const query: SearchQuery = { page: state.page, page_size: SEARCH_PAGE_SIZE };
  // Each mode filters: in-clinic asks for doctors who see patients in a clinic (is_online=false),
  // so an online-only doctor never heads an in-clinic search (issue 24, point 6).
  query.is_online = state.online;
  if (state.city !== ALL_CITIES_OPTION) query.city = state.city;
  if (state.speciality) query.speciality = state.speciality;
  if (state.condition) query.condition = state.condition;
  if (state.q) query.q = state.q;
  if (state.gender) query.gender = state.gender;
  if (state.feeMin !== null) query.fee_min = state.feeMin;
  if (state.feeMax !== null) query.fee_max = state.feeMax;
  if (state.available) query.available = state.available;
  if (state.language) query.language = state.language;
  if (state.sort !== DEFAULT_SORT) query.sort = state.sort;
  return query;
}
