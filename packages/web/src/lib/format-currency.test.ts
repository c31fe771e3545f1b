import { describe, expect, it } from 'vitest';
import { formatCount, formatRs } from './format-currency';

describe('formatRs', () => {
  it('when given whole rupees then groups thousands after "Rs."', () => {
    expect(formatRs(2000)).toBe('Rs. 2,000');
    expect(formatRs(5500)).toBe('Rs. 5,500');
    expect(formatRs(500)).toBe('Rs. 500');
    expect(formatRs(99_999)).toBe('Rs. 99,999');
  });

  it('when given a fraction then it is rounded like the Intl formatter with no decimals', () => {
    expect(formatRs(1499.5)).toBe('Rs. 1,500');
    expect(formatRs(0)).toBe('Rs. 0');
  });
});

describe('formatCount', () => {
  it('when counts grow then thousands are grouped as en-PK does', () => {
    for (const value of [0, 7, 999, 1000, 12_345, 300_000, 1_234_567, -4200])
      expect(formatCount(value)).toBe(value.toLocaleString('en-PK', { maximumFractionDigits: 0 }));
  });
});
