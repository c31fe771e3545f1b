import { PAYMENT_COMPLETED_CODES, PAYMENT_PENDING_CODES } from '@/config/constants';

export type PaymentResult = 'pending' | 'completed' | 'unknown';

/** Payment gateway result codes: 124/157/210 pending, 000/121 completed; the rest are not specified. */
export function paymentResult(code: string | number | null | undefined): PaymentResult {
  if (code === null || code === undefined) return 'unknown';
  const raw = String(code).trim();
  const normalised = /^\d{1,3}$/.test(raw) ? raw.padStart(3, '0') : raw;
  if ((PAYMENT_PENDING_CODES as readonly string[]).includes(normalised)) return 'pending';
  if ((PAYMENT_COMPLETED_CODES as readonly string[]).includes(normalised)) return 'completed';
  return 'unknown';
}
