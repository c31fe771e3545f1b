import { nextAvailableDate } from '@ehp/api-types';
import { formatAppointmentDate } from '@/lib/appointments';

/** Local calendar date as YYYY-MM-DD (what <input type="date"> and the contract use). */
export function toIsoDate(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** 'YYYY-MM-DD' as a local date at midnight, or null. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return toIsoDate(date) === value ? date : null;
}

/** 'HH:MM:SS' -> minutes since midnight. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

/**
 * The default booking date: the next day the branch is open, by the shared next-available-date
 * rule. Today counts only while there is still at least an hour before closing.
 */
export function defaultBookingDate(
  openDays: readonly number[],
  closingTime: string,
  now: Date = new Date(),
): string | null {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const nowMinutes = now.getHours() * 60 + now.getMinutes();
  if (nowMinutes + 60 > minutesOf(closingTime)) from.setDate(from.getDate() + 1);
  // A branch's open days repeat weekly, so a week's scan always finds one if any day is open.
  return nextAvailableDate(openDays, toIsoDate(from), () => true, 6);
}

/**
 * 'Tuesday, 1 December 2026' in the page's language (Urdu: 'منگل، 1 دسمبر، 2026'): the portal's one
 * long-date formatter, the one appointments use, so lab dates read the same as visits on /ur.
 */
export function formatLongDate(iso: string): string {
  return parseIsoDate(iso) ? formatAppointmentDate(iso) : iso;
}
