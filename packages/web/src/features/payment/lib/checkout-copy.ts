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
      return L('status.failed');
    },
    color: 'red',
  },
  pending: {
    get title() {
      return L('status.pending');
    },
    color: 'yellow',
  },
  completed: {
    get title() {
      return L('status.paid');
    },
    color: 'teal',
  },
  expired: {
    get title() {
      return L('status.holdEnded');
    },
    color: 'gray',
  },
  cancelled: {
    get title() {
      return L('status.cancelled');
    },
    color: 'gray',
  },
};

export const PENDING_REFETCH_MS = 15_000;
