import { addDays, weekdayOf } from '@ehp/api-types';

// Contract dates are Pakistan calendar days (YYYY-MM-DD). They are formatted from their digits, never
// through the browser's time zone, so a visitor abroad still sees the day the clinic means.

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const dayOfMonth = (date: string) => Number(date.slice(8, 10));
const monthIndex = (date: string) => Number(date.slice(5, 7)) - 1;

/** '2026-11-25' -> 'Wed 25 Nov' */
export function formatShortDate(date: string): string {
  return `${WEEKDAY_NAMES[weekdayOf(date)].slice(0, 3)} ${dayOfMonth(date)} ${MONTHS[monthIndex(date)]}`;
}

/** '2026-11-25' -> 'Wednesday 25 November' */
export function formatLongDate(date: string): string {
  return `${WEEKDAY_NAMES[weekdayOf(date)]} ${dayOfMonth(date)} ${MONTH_NAMES[monthIndex(date)]}`;
}

/** What a result card says about the doctor's next free day. */
export function availabilityText(nextAvailable: string | null, today: string): string {
  if (nextAvailable === null) return 'No free times in the next 30 days';
  if (nextAvailable <= today) return 'Available today';
  if (nextAvailable === addDays(today, 1)) return 'Available tomorrow';
  return `Next available ${formatShortDate(nextAvailable)}`;
}

/** `count` consecutive dates from `start`. */
export const datesFrom = (start: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => addDays(start, i));
