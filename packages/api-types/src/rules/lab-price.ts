import type { components } from '../../generated/schema.ts';

type PricedTest = Pick<components['schemas']['LabTest'], 'price' | 'discount_price'>;

/**
 * What a patient pays for one lab test: discount_price when it is lower than price, else price.
 *
 * This, not `discount_price ?? price`, is the rule because a "discount" at or above the list price
 * is stale catalogue data, and charging it would bill the patient more than the price the portal
 * lists (and show a negative saving). openapi.yaml's LabTest.discount_price says the same.
 */
export function labTestPrice(test: PricedTest): number {
  return test.discount_price !== undefined && test.discount_price < test.price ? test.discount_price : test.price;
}

/** The payable total of a booking's tests. */
export const labTestsTotal = (tests: readonly PricedTest[]): number =>
  tests.reduce((sum, test) => sum + labTestPrice(test), 0);
