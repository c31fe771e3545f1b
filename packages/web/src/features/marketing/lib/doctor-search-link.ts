import { ALL_CITIES_OPTION } from '@/content/cities';
import { paths } from '@/config/paths';

// The home page's search leads into /doctors/search with the finder's own URL parameters (q, city,
// is_online, speciality): the finder reads them, so a shared or reloaded link shows the same search.

export type HomeSearch = {
  q: string;
  city: string;
  online: boolean;
  /** A suggestion chosen as the patient typed: the finder's own filter, not the name search. */
  speciality?: string;
  condition?: string;
};

/** Top specialities as shortcuts, in the order patients look for them most. */
export const POPULAR_SPECIALITIES = [
  'General Physician',
  'Gynecologist',
  'Pediatrician',
  'Dermatologist',
  'Cardiologist',
  'Psychiatrist',
] as const;

export function doctorSearchHref({ q, city, online, speciality, condition }: HomeSearch): string {
  const params = new URLSearchParams();
  if (online) params.set('is_online', 'true');
  if (city !== ALL_CITIES_OPTION && city !== '') params.set('city', city);
  if (speciality) params.set('speciality', speciality);
  if (condition) params.set('condition', condition);
  const text = speciality || condition ? '' : q.trim().slice(0, 80);
  if (text !== '') params.set('q', text);
  const query = params.toString();
  return `${paths.doctorsSearch}${query ? `?${query}` : ''}`;
}

export const specialitySearchHref = (speciality: string): string =>
  `${paths.doctorsSearch}?${new URLSearchParams({ speciality }).toString()}`;
