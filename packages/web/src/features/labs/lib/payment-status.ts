import { PaymentStatus } from '@ehp/api-types';

/** How a booking's payment status (openapi.yaml PaymentStatus) reads on the confirmation. */
export const paymentStatusText: Record<PaymentStatus, string> = {
  [PaymentStatus.SUCCESS]: 'Paid',
  [PaymentStatus.PENDING]: 'To be paid at the branch or to the sample collector',
  [PaymentStatus.FAILURE]: 'Payment failed: you can pay at the branch instead',
  [PaymentStatus.NOT_STARTED]: 'Not paid yet',
  [PaymentStatus.STARTED]: 'Payment in progress',
};
