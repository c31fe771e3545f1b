import { AMOUNT_MAX, DoctorSort, Gender, Language } from '@ehp/api-types';
import { PathsApiDoctorsSearchGetParametersQueryAvailable as Availability } from '@ehp/api-types/schema';
import { ALL_CITIES_OPTION, cityNames } from '@/content/cities';
import { commonConditions } from '@/content/conditions';
import { specialityNames } from '@/content/specialities';

export { Availability };

/** What the finder is set to; kept in the URL so searches can be shared, reloaded and gone back to. */
export type FinderState = {
  online: boolean;
  city: string;
  speciality: string | null;
  condition: string | null;
  /** Free text: a doctor's name or a speciality. */
  q: string | null;
  gender: Gender | null;
  feeMin: number | null;
  feeMax: number | null;
  available: Availability | null;
  language: Language | null;
  sort: DoctorSort;
  page: number;
};

export const DEFAULT_SORT = DoctorSort.relevance;

export const defaultFinderState: FinderState = {
  online: false,
  city: ALL_CITIES_OPTION,
  speciality: null,
  condition: null,
  q: null,
  gender: null,
  feeMin: null,
  feeMax: null,
  available: null,
  language: null,
  sort: DEFAULT_SORT,
  page: 1,
};

// The contract's bounds: q up to 80 characters, amounts up to AMOUNT_MAX, pages up to 1000.
const MAX_QUERY_LENGTH = 80;
const MAX_PAGE = 1000;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  list.find((item) => item === value) ?? null;

const wholeNumber = (value: string | null, min: number, max: number): number | null => {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
};

const freeText = (value: string | null): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed !== '' && trimmed.length <= MAX_QUERY_LENGTH ? trimmed : null;
};

/**
 * ?is_online=true selects online consultation. Values the portal does not offer (an unknown city,
 * a fee that is not a whole number, page=0) are ignored rather than sent to the server.
 */
export function readFinderParams(params: URLSearchParams): FinderState {
  let feeMin = wholeNumber(params.get('fee_min'), 0, AMOUNT_MAX);
  let feeMax = wholeNumber(params.get('fee_max'), 0, AMOUNT_MAX);
  // An upside-down range cannot match anything, so it is treated like no range at all.
  if (feeMin !== null && feeMax !== null && feeMin > feeMax) feeMin = feeMax = null;
  return {
    online: params.get('is_online') === 'true',
    city: oneOf(cityNames, params.get('city')) ?? ALL_CITIES_OPTION,
    speciality: oneOf(specialityNames, params.get('speciality')),
    condition: oneOf(commonConditions, params.get('condition')),
    q: freeText(params.get('q')),
    gender: oneOf(Object.values(Gender), params.get('gender')),
    feeMin,
    feeMax,
    available: oneOf(Object.values(Availability), params.get('available')),
    language: oneOf(Object.values(Language), params.get('language')),
    sort: oneOf(Object.values(DoctorSort), params.get('sort')) ?? DEFAULT_SORT,
    page: wholeNumber(params.get('page'), 1, MAX_PAGE) ?? 1,
  };
}

/** The inverse of readFinderParams; defaults are left out so the plain URL stays /doctors/search. */
export function writeFinderParams(state: FinderState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.online) params.set('is_online', 'true');
  if (state.city !== ALL_CITIES_OPTION) params.set('city', state.city);
  if (state.speciality) params.set('speciality', state.speciality);
  if (state.condition) params.set('condition', state.condition);
  if (state.q) params.set('q', state.q);
  if (state.gender) params.set('gender', state.gender);
  if (state.feeMin !== null) params.set('fee_min', String(state.feeMin));
  if (state.feeMax !== null) params.set('fee_max', String(state.feeMax));
  if (state.available) params.set('available', state.available);
  if (state.language) params.set('language', state.language);
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * The state after a change: any change but the page itself starts again from page 1, since
 * page 3 of one search means nothing for another.
 */
export function applyFinderChange(state: FinderState, patch: Partial<FinderState>): FinderState {
  return { ...state, ...patch, page: patch.page ?? 1 };
}

/** How many filters narrow the search beyond the mode (the badge on the phone's Filters button). */
export function countActiveFilters(state: FinderState): number {
  return [
    state.city !== ALL_CITIES_OPTION,
    state.speciality !== null,
    state.condition !== null,
    state.q !== null,
    state.gender !== null,
    state.feeMin !== null || state.feeMax !== null,
    state.available !== null,
    state.language !== null,
  ].filter(Boolean).length;
}

/** Every filter cleared; the mode stays, because it is what the page is (/doctors/search?is_online=true). */
export const clearedFilters = (state: FinderState): FinderState => ({
  ...defaultFinderState,
  online: state.online,
  sort: state.sort,
});
