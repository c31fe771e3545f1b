import { describe, expect, it } from 'vitest';
import { availabilityText, datesFrom, formatDateWithYear, formatLongDate, formatShortDate } from './dates';

describe('doctor dates', () => {
  it('when a contract date is formatted, then it reads as that calendar day', () => {
    expect(formatShortDate('2026-11-25')).toBe('Wed 25 Nov');
    expect(formatLongDate('2026-12-01')).toBe('Tuesday 1 December');
  });

  it('when a review date is formatted, then it has the year, so December 2025 and January 2026 read in order', () => {
    expect(formatDateWithYear('2026-03-12')).toBe('12 Mar 2026');
    expect(formatDateWithYear('2025-12-31')).toBe('31 Dec 2025');
  });

  it('when the next free day is today, tomorrow, later or none, then the card says so', () => {
    expect(availabilityText('2026-11-24', '2026-11-24')).toBe('Available today');
    expect(availabilityText('2026-11-25', '2026-11-24')).toBe('Available tomorrow');
    expect(availabilityText('2026-11-27', '2026-11-24')).toBe('Next available Fri 27 Nov');
    expect(availabilityText(null, '2026-11-24')).toBe('No free times in the next 30 days');
  });

  it('when a strip of days is asked for, then it crosses month ends', () => {
    expect(datesFrom('2026-11-29', 3)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
  });
});
