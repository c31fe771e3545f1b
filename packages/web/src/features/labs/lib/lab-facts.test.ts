import { describe, expect, it } from 'vitest';
import { reportDuration } from './lab-facts';

describe('reportDuration', () => {
  it.each([
    [0, 'same day'],
    [1, '1 hour'],
    [6, '6 hours'],
    [24, '1 day'],
    [72, '3 days'],
  ])('when the fastest report takes %i hours, then it reads "%s"', (hours, text) => {
    expect(reportDuration(hours)).toBe(text);
  });
});
