import { AMOUNT_MAX, labTestPrice, labTestsTotal, type components } from '@ehp/api-types';
import { pageTranslator } from '../../../lib/i18n/translations';
import { labsCatalogue } from '../i18n/en';

const L = pageTranslator(labsCatalogue);

// Pricing rules come from @ehp/api-types, which the mock server charges with too; this file must
// not import '@/…' so the cross-package test (tests/integration/lab-pricing.test.ts) can load it.

export type LabTest = components['schemas']['LabTest'];

/** The contract allows at most 50 tests in one booking. */
export const MAX_TESTS_PER_BOOKING = 50;
/** Amounts are bounded by 99999 (openapi.yaml Amount), so one booking cannot cost more. */
export const MAX_BOOKING_TOTAL = AMOUNT_MAX;

export const cartTotal = (tests: readonly LabTest[]): number => labTestsTotal(tests);

export function cartSavings(tests: readonly LabTest[]): number {
  return tests.reduce((sum, test) => sum + (test.price - labTestPrice(test)), 0);
}

/** Why the cart cannot be booked as it is, or null. */
export function cartProblem(tests: readonly LabTest[]): string | null {
  if (tests.length === 0) return L('cart.none');
  if (tests.length > MAX_TESTS_PER_BOOKING) return L('cart.tooMany', { MAX_TESTS_PER_BOOKING });
  if (cartTotal(tests) > MAX_BOOKING_TOTAL) return L('cart.tooCostly');
  return null;
}

/** 6 -> 'Report in 6 hours', 48 -> 'Report in 2 days', 0 -> 'Report the same day'. */
export function reportTime(hours: number): string {
  if (hours <= 0) return L('report.sameDay');
  if (hours < 24) return L('report.hours', { hours, s: hours === 1 ? '' : 's' });
  const days = Math.round(hours / 24);
  return L('report.days', { days, s: days === 1 ? '' : 's' });
}
