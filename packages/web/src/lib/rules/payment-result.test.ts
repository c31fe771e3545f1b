import { describe, expect, it } from 'vitest';
import { paymentResult } from './payment-result';

describe('paymentResult', () => {
  it.each(['124', '157', '210', 124])('when the code is %j then the payment is pending', (code) => {
    expect(paymentResult(code)).toBe('pending');
  });

  it.each(['000', '121', 0, 121])('when the code is %j then the payment is completed', (code) => {
    expect(paymentResult(code)).toBe('completed');
  });

  it.each(['001', '999', 'abc', '', null, undefined])('when the code is %j then the result is unknown', (code) => {
    expect(paymentResult(code)).toBe('unknown');
  });
});
