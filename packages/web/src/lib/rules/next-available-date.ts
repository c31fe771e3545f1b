const DAYS_IN_WEEK = 7;

/**
 * First date, starting today, whose weekday (0-6, Sunday first) is allowed.
 * Returns null when no valid weekday is allowed. The time of day of `from` is kept.
 */
export function nextAvailableDate(allowedWeekdays: readonly number[], from: Date = new Date()): Date | null {
  const allowed = new Set(allowedWeekdays.filter((d) => Number.isInteger(d) && d >= 0 && d < DAYS_IN_WEEK));
  if (allowed.size === 0) return null;
  for (let offset = 0; offset < DAYS_IN_WEEK; offset += 1) {
    const candidate = new Date(from);
    candidate.setDate(from.getDate() + offset);
    if (allowed.has(candidate.getDay())) return candidate;
  }
  return null;
}
