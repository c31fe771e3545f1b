import type { components } from '@ehp/api-types';
import { pageTranslator } from '@/lib/i18n/translations';
import { paymentCatalogue } from '../i18n/en';

const L = pageTranslator(paymentCatalogue);

export type PaymentMethod = components['schemas']['PaymentMethod'];

type MethodCopy = { label: string; description: string; confirmer: string };

/** The contract's payment methods as the payer knows them, in the order they are offered. */
export const paymentMethods: Record<PaymentMethod, MethodCopy> = {
  jazzcash: {
    label: 'JazzCash',
    get description() {
      return L('description');
    },
    confirmer: 'JazzCash',
  },
  easypaisa: {
    get label() {
      return L('label');
    },
    get description() {
      return L('payFromYourEasypaisaMobile');
    },
    get confirmer() {
      return L('label');
    },
  },
  card: {
    get label() {
      return L('debitCreditCard');
    },
    get description() {
      return L('visaMastercardOrUnionpay');
    },
    get confirmer() {
      return L('confirmer');
    },
  },
};

export const isPaymentMethod = (value: string | null): value is PaymentMethod =>
  value !== null && value in paymentMethods;

export const paymentMethodOrder: PaymentMethod[] = Object.keys(paymentMethods).filter(isPaymentMethod);
