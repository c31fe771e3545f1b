import type { CheckoutView } from './checkout-view';
import type { GatewayHint } from './gateway-return';

export type AlertColor = 'teal' | 'yellow' | 'red' | 'blue' | 'gray';

type Copy = { title: string; color: AlertColor };

/** The headline of each checkout state (the details depend on the appointment). */
export const checkoutCopy: Record<CheckoutView, Copy> = {
  awaiting: { title: 'Complete your payment', color: 'blue' },
  failed: { title: 'Payment failed', color: 'red' },
  pending: { title: 'Payment pending', color: 'yellow' },
  completed: { title: 'Payment received — your appointment is confirmed', color: 'teal' },
  expired: { title: 'The hold on this slot has ended', color: 'gray' },
  cancelled: { title: 'This appointment was cancelled', color: 'gray' },
};

/** What the gateway's code in the URL suggests, shown only until the appointment has loaded. */
export const gatewayHintCopy: Record<Exclude<GatewayHint, 'none'>, string> = {
  completed: 'The payment gateway reports your payment as completed.',
  pending: 'The payment gateway reports your payment as pending.',
  failed: 'The payment gateway reports that your payment did not go through.',
};

export const PENDING_REFETCH_MS = 15_000;
