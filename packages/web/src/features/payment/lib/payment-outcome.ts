import { PaymentFailureReason, paymentFailureReason, paymentResult } from '@ehp/api-types';
import type { Appointment } from '@/lib/appointments';
import { pageTranslator } from '@/lib/i18n/translations';
import { paymentOutcomeCatalogue } from '../i18n/outcome.en';

const L = pageTranslator(paymentOutcomeCatalogue);

/** What a result code means for the payer, and what to do next, in the page's language. */
export type PaymentOutcomeText = { meaning: string; next: string };

const failed: Record<PaymentFailureReason, () => PaymentOutcomeText> = {
  [PaymentFailureReason.insufficient_balance]: () => ({
    meaning: L('balance.meaning'),
    next: L('balance.next'),
  }),
  [PaymentFailureReason.declined]: () => ({ meaning: L('declined.meaning'), next: L('declined.next') }),
  [PaymentFailureReason.timed_out]: () => ({ meaning: L('timedOut.meaning'), next: L('timedOut.next') }),
  [PaymentFailureReason.cancelled]: () => ({ meaning: L('cancelled.meaning'), next: L('cancelled.next') }),
  [PaymentFailureReason.unknown]: () => ({ meaning: L('unknown.meaning'), next: L('unknown.next') }),
};

/** SPEC section 4's pending codes: 124 awaiting confirmation, 157 the bank, 210 the wallet. */
const pendingMeaning: Record<string, () => string> = {
  '157': () => L('pending.bank'),
  '210': () => L('pending.wallet'),
};

/**
 * The plain words of a gateway result: 000/121 approved, 124/157/210 still being confirmed, and
 * a failure by its reason. The server's `failure_reason` wins; a server that does not send it gets
 * the reason the shared rule reads from the code.
 */
export function paymentOutcomeText(code: string | null, reason?: PaymentFailureReason | null): PaymentOutcomeText {
  if (reason) return failed[reason]();
  const raw = (code ?? '').trim();
  switch (paymentResult(raw)) {
    case 'completed':
      return { meaning: L('completed.meaning'), next: L('completed.next') };
    case 'pending':
      return { meaning: (pendingMeaning[raw] ?? (() => L('pending.meaning')))(), next: L('pending.next') };
    case 'failed':
      return failed[paymentFailureReason(raw) ?? PaymentFailureReason.unknown]();
  }
}

/**
 * A failed payment in plain words: the server's reason, else the code's; a pending code that then
 * failed never got its confirmation (timed out); no code at all, unknown.
 */
export function failedPaymentText(payment: Appointment['payment']): PaymentOutcomeText {
  const code = payment?.result_code ?? null;
  const fromCode =
    code === null ? PaymentFailureReason.unknown : (paymentFailureReason(code) ?? PaymentFailureReason.timed_out);
  return failed[payment?.failure_reason ?? fromCode]();
}
