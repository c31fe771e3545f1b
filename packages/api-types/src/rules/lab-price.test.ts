import { describe, expect, it } from 'vitest';
import { labTestPrice, labTestsTotal } from './lab-price.ts';

describe('labTestPrice', () => {
  it('when there is no discount, then the price is paid', () => {
    expect(labTestPrice({ price: 950 })).toBe(950);
  });
  it('when the discount is lower, then the discount is paid', () => {
    expect(labTestPrice({ price: 2350, discount_price: 1800 })).toBe(1800);
  });
  it('when the discount is not lower, then the price is paid (never more than the list price)', () => {
    expect(labTestPrice({ price: 600, discount_price: 750 })).toBe(600);
    expect(labTestPrice({ price: 600, discount_price: 600 })).toBe(600);
  });
  it('when tests are totalled, then each is charged its payable price', () => {
    expect(
      labTestsTotal([{ price: 950 }, { price: 2350, discount_price: 1800 }, { price: 600, discount_price: 750 }]),
    ).toBe(3350);
  });
});
