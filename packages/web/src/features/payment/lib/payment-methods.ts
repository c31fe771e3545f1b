import type { components } from '@ehp/api-types';

export type PaymentMethod = components['schemas']['PaymentMethod'];

type MethodCopy = { label: string; description: string; confirmer: string };

/** The contract's payment methods as the payer knows them, in the order they are offered. */
export const paymentMethods: Record<PaymentMethod, MethodCopy> = {
  jazzcash: { label: 'JazzCash', description: 'Pay from your JazzCash mobile wallet', confirmer: 'JazzCash' },
  easypaisa: { label: 'Easypaisa', description: 'Pay from your Easypaisa mobile wallet', confirmer: 'Easypaisa' },
  card: { label: 'Debit/Credit card', description: 'Visa, Mastercard or UnionPay', confirmer: 'your bank' },
};

export const isPaymentMethod = (value: string | null): value is PaymentMethod =>
  value !== null && value in paymentMethods;

export const paymentMethodOrder: PaymentMethod[] = Object.keys(paymentMethods).filter(isPaymentMethod);
