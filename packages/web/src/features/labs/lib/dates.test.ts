import { describe, expect, it } from 'vitest';
import { defaultBookingDate, formatLongDate, parseIsoDate, toIsoDate } from './dates';

describe('dates and times', () => {
  it('when a date is formatted or parsed, then it is the local calendar day', () => {
    expect(toIsoDate(new Date(2026, 11, 1, 23, 30))).toBe('2026-12-01');
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(parseIsoDate('2026-12-01')?.getDay()).toBe(2);
    expect(formatLongDate('2026-12-01')).toBe('Tuesday, 1 December 2026');
  });

  it('when today is open and there is time left, then today is the default date', () => {
    // Tuesday 1 December 2026, 10:00
    expect(defaultBookingDate([0, 1, 2, 3, 4, 5, 6], '22:00:00', new Date(2026, 11, 1, 10, 0))).toBe('2026-12-01');
  });

  it('when today is closed or nearly over, then the next open day is the default', () => {
    // Saturday 5 December 2026; open Monday to Friday
    expect(defaultBookingDate([1, 2, 3, 4, 5], '20:00:00', new Date(2026, 11, 5, 9, 0))).toBe('2026-12-07');
    // Tuesday 21:30, closes 22:00: less than an hour left
    expect(defaultBookingDate([0, 1, 2, 3, 4, 5, 6], '22:00:00', new Date(2026, 11, 1, 21, 30))).toBe('2026-12-02');
    expect(defaultBookingDate([], '22:00:00', new Date(2026, 11, 1, 9, 0))).toBeNull();
  });
});
