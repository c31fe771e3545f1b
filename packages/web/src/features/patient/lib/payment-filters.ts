import { PaymentFilter } from '@ehp/api-types';
import { pageTranslator } from '@/lib/i18n/translations';
import { patientCatalogue } from '../i18n/en';

const L = pageTranslator(patientCatalogue);

/** The SPEC's payment filter (Cleared=0, Pending=1, All=2, Failed=3) under its own names; All first shown. */
export const paymentFilterOptions = [
  {
    value: String(PaymentFilter.Cleared),
    get label() {
      return L('filter.paid');
    },
  },
  {
    value: String(PaymentFilter.Pending),
    get label() {
      return L('filter.pending');
    },
  },
  {
    value: String(PaymentFilter.All),
    get label() {
      return L('filter.all');
    },
  },
  {
    value: String(PaymentFilter.Failed),
    get label() {
      return L('filter.failed');
    },
  },
];

export const DEFAULT_PAYMENT_FILTER = PaymentFilter.All;

const FILTERS = [PaymentFilter.Cleared, PaymentFilter.Pending, PaymentFilter.All, PaymentFilter.Failed];

/** The SegmentedControl's string value back as the contract's number. */
export const toPaymentFilter = (value: string): PaymentFilter =>
  FILTERS.find((filter) => filter === Number(value)) ?? DEFAULT_PAYMENT_FILTER;

/** What the empty list says under each filter. */
export const emptyListText: Record<PaymentFilter, string> = {
  get [PaymentFilter.Cleared]() {
    return L('empty.paid');
  },
  get [PaymentFilter.Pending]() {
    return L('empty.pending');
  },
  get [PaymentFilter.All]() {
    return L('empty.all');
  },
  get [PaymentFilter.Failed]() {
    return L('empty.failed');
  },
};
