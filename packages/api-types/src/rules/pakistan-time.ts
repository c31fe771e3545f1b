// Pakistan Standard Time is UTC+5 all year (no daylight saving). Appointment dates and times in
// the contract are Pakistan time; instants (starts_at, hold_expires_at) are UTC ISO strings.

/** The time helper of SPEC section 9: 18,000,000 ms (5 hours). */
export const PKT_OFFSET_MS = 18_000_000;
export const DAY_MS = 86_400_000;

/** The instant shifted into Pakistan time (SPEC section 9's helper). */
export const addFiveHours = (instant: number | Date | string): Date =>
  new Date(new Date(instant).getTime() + PKT_OFFSET_MS);

/** Today's date in Pakistan, YYYY-MM-DD. */
export const pakistanDate = (now: number): string => addFiveHours(now).toISOString().slice(0, 10);

/** The time of day in Pakistan, HH:MM:SS. */
export const pakistanTime = (now: number): string => addFiveHours(now).toISOString().slice(11, 19);

/** The instant (ms since epoch) of a Pakistan date and time. */
export const pakistanInstant = (date: string, time: string): number => Date.parse(`${date}T${time}Z`) - PKT_OFFSET_MS;

/** YYYY-MM-DD plus `days` days. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** 0-6, Sunday first, of a YYYY-MM-DD date. */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

const TIME_PATTERN = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The hour (0-23), the same hour on a 12-hour clock (1-12) and the minutes ('00'-'59') of a
 * 'HH:MM[:SS]' time, or null for anything else.
 */
export function parseClock(time: string): { hours: number; h12: number; minutes: string } | null {
  const match = TIME_PATTERN.exec(time.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  if (hours > 23 || Number(match[2]) > 59) return null;
  return { hours, h12: hours % 12 === 0 ? 12 : hours % 12, minutes: match[2]! };
}

/** 'HH:MM:SS' (24-hour) -> 'hh:mm AM/PM' (SPEC section 3). Input that is not a time is returned unchanged. */
export function formatTime12h(time: string): string {
  const clock = parseClock(time);
  if (!clock) return time;
  return `${String(clock.h12).padStart(2, '0')}:${clock.minutes} ${clock.hours >= 12 ? 'PM' : 'AM'}`;
}
