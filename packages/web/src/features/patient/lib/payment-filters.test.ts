import { PaymentFilter } from '@ehp/api-types';
import { describe, expect, it } from 'vitest';
import { paymentFilterOptions, toPaymentFilter } from './payment-filters';

describe('payment filters', () => {
  it('when listed, then they carry the SPEC names and numbers', () => {
    expect(paymentFilterOptions).toEqual([
      { value: '0', label: 'Cleared' },
      { value: '1', label: 'Pending' },
      { value: '2', label: 'All' },
      { value: '3', label: 'Failed' },
    ]);
  });

  it('when a value comes back from the control, then it is the contract number; anything else is All', () => {
    expect(toPaymentFilter('3')).toBe(PaymentFilter.Failed);
    expect(toPaymentFilter('7')).toBe(PaymentFilter.All);
  });
});
