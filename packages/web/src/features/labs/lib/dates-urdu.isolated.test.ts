import { afterEach, describe, expect, test } from 'vitest';
import { setPageLanguage } from '@/lib/i18n/translations';
import { formatLongDate } from './dates';

// Issue 33 (item 4): the lab form's dates, its confirmation and My appointments' lab bookings read in
// the page's language: on /ur the weekday and the month are Urdu, never English.
afterEach(() => setPageLanguage('en'));

describe('lab dates on /ur', () => {
  test('when the page is Urdu, then the long date names the weekday and month in Urdu', () => {
    setPageLanguage('ur');
    const date = formatLongDate('2026-12-01');
    expect(date).toContain('منگل');
    expect(date).toContain('دسمبر');
    expect(date).not.toMatch(/Tuesday|December/);
    expect(formatLongDate('not a date')).toBe('not a date');
  });

  test('when the page is English, then it stays Tuesday, 1 December 2026', () => {
    expect(formatLongDate('2026-12-01')).toBe('Tuesday, 1 December 2026');
  });
});
