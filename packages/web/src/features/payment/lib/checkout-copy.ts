import type { CheckoutState } from './gateway-return';

export type CheckoutCopy = {
  title: string;
  color: 'teal' | 'yellow' | 'red' | 'blue';
  summary: string;
  steps: string[];
};

/** What the payer sees for each state of the gateway's return. */
export const checkoutCopy: Record<CheckoutState, CheckoutCopy> = {
  completed: {
    title: 'Payment received',
    color: 'teal',
    summary: 'Thank you. Your payment went through and your appointment is confirmed.',
    steps: [
      'You will get an SMS with your appointment details shortly.',
      'For an online consultation, your doctor calls you at the booked time: keep your patient profile open in this browser or the SehatLink app.',
      'For an in-clinic visit, arrive ten minutes early and show your booking at the reception.',
    ],
  },
  pending: {
    title: 'Payment pending',
    color: 'yellow',
    summary: 'Your bank or wallet has not confirmed the payment yet. This usually takes a few minutes.',
    steps: [
      'Please do not pay again: a second payment could be charged as well.',
      'You will get an SMS as soon as the payment is confirmed, and your appointment is confirmed with it.',
      'If it is still pending after 24 hours, call our support team with your appointment number and the reference below.',
    ],
  },
  unknown: {
    title: 'We could not confirm your payment',
    color: 'red',
    summary: 'The payment gateway sent back a result we do not recognise, so we cannot tell whether you were charged.',
    steps: [
      'Check your bank or wallet app to see whether the amount was deducted.',
      'If it was, call our 24/7 support team with your appointment number and the code below; we will confirm your booking or refund you.',
      'If it was not, you can book and pay again in the SehatLink app.',
    ],
  },
  awaiting: {
    title: 'Complete your payment',
    color: 'blue',
    summary: 'We have not heard back from the payment gateway for this appointment yet.',
    steps: [
      'If the payment window is still open in another tab, finish the payment there.',
      'If you closed it, open the appointment in the SehatLink app and choose Pay now.',
      'If money was deducted but you were not sent back here, call our support team with your appointment number.',
    ],
  },
};
