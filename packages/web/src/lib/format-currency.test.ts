import { describe, expect, it } from 'vitest';
import { formatRs } from './format-currency';

describe('formatRs', () => {
  it('when given whole rupees then groups thousands after "Rs."', () => {
    expect(formatRs(2000)).toBe('Rs. 2,000');
    expect(formatRs(5500)).toBe('Rs. 5,500');
    expect(formatRs(500)).toBe('Rs. 500');
  });
});
