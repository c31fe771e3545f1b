import { describe, expect, it } from 'vitest';
import { addFiveHours, formatTime12h } from './time';

describe('formatTime12h', () => {
  it.each([
    ['00:00:00', '12:00 AM'],
    ['00:30:00', '12:30 AM'],
    ['09:05:00', '09:05 AM'],
    ['11:59:59', '11:59 AM'],
    ['12:00:00', '12:00 PM'],
    ['13:15:00', '01:15 PM'],
    ['23:45:00', '11:45 PM'],
    ['7:00', '07:00 AM'],
  ])('when given %s then shows %s', (input, expected) => {
    expect(formatTime12h(input)).toBe(expected);
  });

  it('when given something that is not a time then returns it unchanged', () => {
    expect(formatTime12h('soon')).toBe('soon');
    expect(formatTime12h('25:00:00')).toBe('25:00:00');
  });
});

describe('addFiveHours', () => {
  it('when given a date then returns a date 18,000,000 ms later', () => {
    const base = new Date('2024-03-01T10:00:00Z');
    expect(addFiveHours(base).getTime() - base.getTime()).toBe(18_000_000);
    expect(addFiveHours(base).toISOString()).toBe('2024-03-01T15:00:00.000Z');
  });

  it('when given a timestamp or ISO string then shifts it too', () => {
    expect(addFiveHours(0).getTime()).toBe(18_000_000);
    expect(addFiveHours('2024-03-01T20:00:00Z').toISOString()).toBe('2024-03-02T01:00:00.000Z');
  });
});
