import { PaymentStatus } from '../../generated/schema.ts';

/** SPEC section 4: gateway result codes that mean the payment completed. */
export const PAYMENT_COMPLETED_CODES = ['000', '121'] as const;
/** SPEC section 4: gateway result codes that mean the payment is pending (settles later). */
export const PAYMENT_PENDING_CODES = ['124', '157', '210'] as const;

export type PaymentResult = 'completed' | 'pending' | 'failed';

/** 000/121 completed, 124/157/210 pending, any other code failed. Short numeric codes are zero-padded. */
export function paymentResult(code: string | number): PaymentResult {
  const raw = String(code).trim();
  const normalised = /^\d{1,3}$/.test(raw) ? raw.padStart(3, '0') : raw;
  if ((PAYMENT_COMPLETED_CODES as readonly string[]).includes(normalised)) return 'completed';
  if ((PAYMENT_PENDING_CODES as readonly string[]).includes(normalised)) return 'pending';
  return 'failed';
}

/** The PaymentStatus a result code puts a payment in. */
export const paymentStatusOf = (code: string | number): PaymentStatus =>
  ({ completed: PaymentStatus.SUCCESS, pending: PaymentStatus.PENDING, failed: PaymentStatus.FAILURE })[
    paymentResult(code)
  ];
