import { PaymentFailureReason, PaymentStatus } from '../../generated/schema.ts';

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

/**
 * Why a failing result code failed (provisional: the SPEC shows only the completed and pending
 * codes). 051 insufficient balance, 999/005 declined, 068/091 timed out, 101 cancelled by the
 * payer; any other failing code is unknown. Completed and pending codes have no reason (null).
 */
export const PAYMENT_FAILURE_CODES: Readonly<Record<string, PaymentFailureReason>> = {
  '051': PaymentFailureReason.insufficient_balance,
  '999': PaymentFailureReason.declined,
  '005': PaymentFailureReason.declined,
  '068': PaymentFailureReason.timed_out,
  '091': PaymentFailureReason.timed_out,
  '101': PaymentFailureReason.cancelled,
};

export function paymentFailureReason(code: string | number): PaymentFailureReason | null {
  if (paymentResult(code) !== 'failed') return null;
  const raw = String(code).trim();
  const normalised = /^\d{1,3}$/.test(raw) ? raw.padStart(3, '0') : raw;
  return PAYMENT_FAILURE_CODES[normalised] ?? PaymentFailureReason.unknown;
}
