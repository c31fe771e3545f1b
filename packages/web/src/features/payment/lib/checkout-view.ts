import { PaymentStatus } from '@ehp/api-types';
import type { Appointment } from '@/lib/appointments';

/** What the checkout shows for an appointment; the server's statuses decide, never the URL. */
export type CheckoutView = 'awaiting' | 'failed' | 'pending' | 'completed' | 'expired' | 'cancelled';

/**
 * `holdSecondsLeft` is the live countdown: when it reaches 0 the hold is shown as ended at once,
 * while the page asks the server again.
 */
export function checkoutView(
  appointment: Pick<Appointment, 'status' | 'payment_status'>,
  holdSecondsLeft: number,
): CheckoutView {
  const { status, payment_status: payment } = appointment;
  if (status === 'cancelled') return 'cancelled';
  if (status === 'expired') return 'expired';
  if (payment === PaymentStatus.SUCCESS || status === 'confirmed' || status === 'completed') return 'completed';
  if (payment === PaymentStatus.PENDING) return 'pending';
  if (holdSecondsLeft <= 0) return 'expired';
  return payment === PaymentStatus.FAILURE ? 'failed' : 'awaiting';
}

/** Whether the payer can choose a method and pay in this view. */
export const canPay = (view: CheckoutView): boolean => view === 'awaiting' || view === 'failed';
