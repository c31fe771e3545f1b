import { addDays, weekdayOf } from '@ehp/api-types';
import { pageTranslator } from '@/lib/i18n/translations';
import { doctorsCatalogue } from '../i18n/en';
import { monthName, monthShort, weekdayName, weekdayShort } from './weekday-names';

// Contract dates are Pakistan calendar days (YYYY-MM-DD). They are formatted from their digits, never
// through the browser's time zone, so a visitor abroad still sees the day the clinic means.

const dayOfMonth = (date: string) => Number(date.slice(8, 10));
const monthIndex = (date: string) => Number(date.slice(5, 7)) - 1;

const t = pageTranslator(doctorsCatalogue);

/** '2026-11-25' -> 'Wed 25 Nov' */
export function formatShortDate(date: string): string {
  const weekday = weekdayShort(weekdayOf(date));
  return t('shortDate', { weekday, day: dayOfMonth(date), month: monthShort(monthIndex(date)) });
}

/** '2026-03-12' -> '12 Mar 2026': a day that may lie in another year (a review's date). */
export function formatDateWithYear(date: string): string {
  return t('dateWithYear', { day: dayOfMonth(date), month: monthShort(monthIndex(date)), year: date.slice(0, 4) });
}

/** '2026-11-25' -> 'Wednesday 25 November' */
export function formatLongDate(date: string): string {
  const weekday = weekdayName(weekdayOf(date));
  return t('longDate', { weekday, day: dayOfMonth(date), month: monthName(monthIndex(date)) });
}

/** What a result card says about the doctor's next free day. */
export function availabilityText(nextAvailable: string | null, today: string): string {
  if (nextAvailable === null) return t('next.none');
  if (nextAvailable <= today) return t('next.today');
  if (nextAvailable === addDays(today, 1)) return t('next.tomorrow');
  return t('next.on', { date: formatShortDate(nextAvailable) });
}

/** `count` consecutive dates from `start`. */
export const datesFrom = (start: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => addDays(start, i));
