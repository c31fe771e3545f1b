import { ALL_CITIES_OPTION } from '@/content/cities';
import type { FinderState } from './finder-params';

/** 'a Cardiologist for an online consultation, anywhere in Pakistan, for Heart disease' */
export function describeSearch(state: FinderState): string {
  const who = state.speciality ? `a ${state.speciality}` : 'a doctor';
  const how = state.online ? 'for an online consultation' : 'for an in-clinic visit';
  const where =
    state.city === ALL_CITIES_OPTION ? (state.online ? 'anywhere in Pakistan' : 'in any city') : `in ${state.city}`;
  const why = state.condition ? `, for ${state.condition}` : '';
  return `${who} ${how}, ${where}${why}`;
}
