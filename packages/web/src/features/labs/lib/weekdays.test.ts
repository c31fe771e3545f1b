import { describe, expect, it } from 'vitest';
import { formatOpenDays } from './weekdays';

describe('formatOpenDays', () => {
  it('when open days are listed, then runs are shortened and gaps listed', () => {
    expect(formatOpenDays([0, 1, 2, 3, 4, 5, 6])).toBe('Every day');
    expect(formatOpenDays([1, 2, 3, 4, 5, 6])).toBe('Mon – Sat');
    expect(formatOpenDays([6, 0, 1])).toBe('Sat – Mon');
    expect(formatOpenDays([1, 3, 5])).toBe('Mon, Wed, Fri');
    expect(formatOpenDays([])).toBe('Closed');
  });
});
