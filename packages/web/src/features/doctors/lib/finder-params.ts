import { ALL_CITIES_OPTION, cityNames } from '@/content/cities';
import { commonConditions } from '@/content/conditions';
import { specialityNames } from '@/content/specialities';

/** What the finder is set to; kept in the URL so searches can be shared and reloaded. */
export type FinderState = {
  online: boolean;
  city: string;
  speciality: string | null;
  condition: string | null;
};

const oneOf = (list: readonly string[], value: string | null): string | null =>
  value !== null && list.includes(value) ? value : null;

/** ?is_online=true selects online consultation; unknown cities, specialities or conditions are ignored. */
export function readFinderParams(params: URLSearchParams): FinderState {
  return {
    online: params.get('is_online') === 'true',
    city: oneOf(cityNames, params.get('city')) ?? ALL_CITIES_OPTION,
    speciality: oneOf(specialityNames, params.get('speciality')),
    condition: oneOf(commonConditions, params.get('condition')),
  };
}

/** The inverse of readFinderParams; defaults are left out so the plain URL stays /doctors/search. */
export function writeFinderParams(state: FinderState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.online) params.set('is_online', 'true');
  if (state.city !== ALL_CITIES_OPTION) params.set('city', state.city);
  if (state.speciality) params.set('speciality', state.speciality);
  if (state.condition) params.set('condition', state.condition);
  return params;
}
