import { parseClock } from '@ehp/api-types';
import { currentPageLanguage, pageTranslator } from '@/lib/i18n/translations';
import { libCatalogue } from './i18n/en';

const L = pageTranslator(libCatalogue);

/** The part of the day an hour (0-23) belongs to, as Urdu speakers name it (docs/i18n.md "Times"). */
function partOfDay(hours: number) {
  if (hours >= 4 && hours < 12) return 'time.morning';
  if (hours >= 12 && hours < 16) return 'time.noon';
  if (hours >= 16 && hours < 19) return 'time.evening';
  return hours >= 19 ? 'time.nightPm' : 'time.nightAm';
}

/**
 * THE time formatter of the portal: 'HH:MM[:SS]' (24-hour, Pakistan time) in the page's language.
 * English: 'hh:mm AM/PM' (SPEC section 3), '09:00 AM'. Urdu: the part of the day, then the
 * 12-hour time in a left-to-right isolate: 'صبح 9:00' (4 am-noon), 'دوپہر 1:30' (noon-4 pm),
 * 'شام 5:30' (4-7 pm), 'رات 9:00' (7 pm-4 am). Input that is not a time is returned unchanged.
 */
export function formatTime12h(time: string): string {
  const parsed = parseClock(time);
  if (!parsed) return time;
  const { h12 } = parsed;
  const clock = `${currentPageLanguage() === 'en' ? String(h12).padStart(2, '0') : h12}:${parsed.minutes}`;
  return L(partOfDay(parsed.hours), { time: clock });
}
