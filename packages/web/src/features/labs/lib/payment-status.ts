import { PaymentStatus } from '@ehp/api-types';
import { pageTranslator } from '@/lib/i18n/translations';
import { labsCatalogue } from '../i18n/en';

const L = pageTranslator(labsCatalogue);

/** How a booking's payment status (openapi.yaml PaymentStatus) reads on the confirmation. */
export const paymentStatusText: Record<PaymentStatus, string> = {
  get [PaymentStatus.SUCCESS]() {
    return L('paid');
  },
  get [PaymentStatus.PENDING]() {
    return L('toBePaidAtThe');
  },
  get [PaymentStatus.FAILURE]() {
    return L('paymentFailedYouCanPay');
  },
  get [PaymentStatus.NOT_STARTED]() {
    return L('notPaidYet');
  },
  get [PaymentStatus.STARTED]() {
    return L('paymentInProgress');
  },
};
