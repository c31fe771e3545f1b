import type { CheckoutView } from './checkout-view';
import { pageTranslator } from '@/lib/i18n/translations';
import { paymentCatalogue } from '../i18n/en';

const L = pageTranslator(paymentCatalogue);

export type AlertColor = 'teal' | 'yellow' | 'red' | 'blue' | 'gray';

type Copy = { title: string; color: AlertColor };

/** The headline of each checkout state (the details depend on the appointment). */
export const checkoutCopy: Record<CheckoutView, Copy> = {
  awaiting: {
    get title() {
      return L('title');
    },
    color: 'blue',
  },
  failed: {
    get title() {
      return L('paymentFailed');
    },
    color: 'red',
  },
  pending: {
    get title() {
      return L('paymentPending');
    },
    color: 'yellow',
  },
  completed: {
    get title() {
      return L('paymentReceivedYourAppointmentIs');
    },
    color: 'teal',
  },
  expired: {
    get title() {
      return L('theHoldOnThisSlot');
    },
    color: 'gray',
  },
  cancelled: {
    get title() {
      return L('thisAppointmentWasCancelled');
    },
    color: 'gray',
  },
};

export const PENDING_REFETCH_MS = 15_000;
