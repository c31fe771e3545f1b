import { joinList, pageTranslator, weekdayName as name } from '@/lib/i18n/translations';
import { labsCatalogue } from '../i18n/en';

const L = pageTranslator(labsCatalogue);
// Weekday indexes are 0-6, Sunday first (SPEC section 3).
/** A weekday's name in the page's language (0 = Sunday). */
export const weekdayName = (weekday: number): string => name(weekday);
const short = (weekday: number): string => name(weekday, 'short');

/** [1,2,3,4,5,6] -> 'Mon – Sat'; all seven -> 'Every day'; gaps are listed: 'Mon, Wed, Fri'. */
export function formatOpenDays(days: readonly number[]): string {
  const sorted = [...new Set(days)].filter((d) => d >= 0 && d <= 6).sort((a, b) => a - b);
  if (sorted.length === 0) return L('closed');
  if (sorted.length === 7) return L('everyDay');
  // Runs may wrap past Saturday (Sat, Sun, Mon), so rotate the week to start after a closed day.
  const firstClosed = [0, 1, 2, 3, 4, 5, 6].find((d) => !sorted.includes(d)) ?? 0;
  const order = sorted
    .map((d) => (d - firstClosed + 7) % 7)
    .sort((a, b) => a - b)
    .map((d) => (d + firstClosed) % 7);
  const contiguous = order.every((d, i) => i === 0 || d === (order[i - 1] + 1) % 7);
  if (contiguous && order.length >= 3) return `${short(order[0])} – ${short(order[order.length - 1])}`;
  return joinList(order.map((d) => short(d)));
}
