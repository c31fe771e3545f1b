import { describe, expect, it } from 'vitest';
import { cartProblem, cartSavings, cartTotal, reportTime, type LabTest } from './cart';

const test = (id: number, price: number, discount_price?: number): LabTest => ({
  id,
  name: `Test ${id}`,
  price,
  ...(discount_price !== undefined ? { discount_price } : {}),
  report_time_hours: 6,
  sample_type: 'Blood',
});

describe('cart totals', () => {
  it('when a discount is not lower than the price, then it neither lowers the total nor counts as a saving', () => {
    const cart = [test(1, 950, 800), test(2, 950, 1200)];
    expect(cartTotal(cart)).toBe(1750);
    expect(cartSavings(cart)).toBe(150);
  });

  it('when several tests are chosen, then the total and savings add up', () => {
    const cart = [test(1, 950, 800), test(2, 1400), test(3, 600, 500)];
    expect(cartTotal(cart)).toBe(2700);
    expect(cartSavings(cart)).toBe(250);
    expect(cartTotal([])).toBe(0);
  });

  it('when the cart is empty, over 50 tests or over Rs. 99,999, then it cannot be booked', () => {
    expect(cartProblem([])).toMatch(/at least one test/);
    expect(cartProblem(Array.from({ length: 51 }, (_, i) => test(i + 1, 10)))).toMatch(/up to 50 tests/);
    expect(cartProblem([test(1, 60000), test(2, 40000)])).toMatch(/Rs\. 99,999/);
    expect(cartProblem([test(1, 60000), test(2, 39999)])).toBeNull();
  });

  it('when report times are shown, then hours and days read naturally', () => {
    expect(reportTime(0)).toBe('Report the same day');
    expect(reportTime(1)).toBe('Report in 1 hour');
    expect(reportTime(6)).toBe('Report in 6 hours');
    expect(reportTime(48)).toBe('Report in 2 days');
  });
});
