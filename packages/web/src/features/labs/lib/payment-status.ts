import { PaymentStatus } from '@ehp/api-types';
import { pageTranslator } from '@/lib/i18n/translations';
import { labsCatalogue } from '../i18n/en';

const L = pageTranslator(labsCatalogue);

/** How a booking's payment status (openapi.yaml PaymentStatus) reads on the confirmation. */
export const paymentStatusText: Record<PaymentStatus, string> = {
  get [PaymentStatus.SUCCESS]() {
    return L('pay.paid');
  },
  get [PaymentStatus.PENDING]() {
    return L('pay.atBranch');
  },
  get [PaymentStatus.FAILURE]() {
    return L('pay.failed');
  },
  get [PaymentStatus.NOT_STARTED]() {
    return L('pay.unpaid');
  },
  get [PaymentStatus.STARTED]() {
    return L('pay.pending');
  },
};
