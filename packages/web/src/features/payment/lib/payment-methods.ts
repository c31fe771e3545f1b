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
      return L('jazzCash.help');
    },
    confirmer: 'JazzCash',
  },
  easypaisa: {
    get label() {
      return L('easypaisa');
    },
    get description() {
      return L('easypaisa.help');
    },
    get confirmer() {
      return L('easypaisa');
    },
  },
  card: {
    get label() {
      return L('card');
    },
    get description() {
      return L('card.help');
    },
    get confirmer() {
      return L('confirmer.bank');
    },
  },
};

export const isPaymentMethod = (value: string | null): value is PaymentMethod =>
  value !== null && value in paymentMethods;

export const paymentMethodOrder: PaymentMethod[] = Object.keys(paymentMethods).filter(isPaymentMethod);
