import { PaymentFilter } from '@ehp/api-types';

/** The SPEC's payment filter (Cleared=0, Pending=1, All=2, Failed=3) under its own names; All first shown. */
export const paymentFilterOptions = [
  { value: String(PaymentFilter.Cleared), label: 'Cleared' },
  { value: String(PaymentFilter.Pending), label: 'Pending' },
  { value: String(PaymentFilter.All), label: 'All' },
  { value: String(PaymentFilter.Failed), label: 'Failed' },
];

export const DEFAULT_PAYMENT_FILTER = PaymentFilter.All;

const FILTERS = [PaymentFilter.Cleared, PaymentFilter.Pending, PaymentFilter.All, PaymentFilter.Failed];

/** The SegmentedControl's string value back as the contract's number. */
export const toPaymentFilter = (value: string): PaymentFilter =>
  FILTERS.find((filter) => filter === Number(value)) ?? DEFAULT_PAYMENT_FILTER;

/** What the empty list says under each filter. */
export const emptyListText: Record<PaymentFilter, string> = {
  [PaymentFilter.Cleared]: 'You have no paid appointments yet.',
  [PaymentFilter.Pending]: 'No appointments are waiting for payment.',
  [PaymentFilter.All]: 'You have not booked any appointments yet.',
  [PaymentFilter.Failed]: 'No appointments have a failed payment.',
};
