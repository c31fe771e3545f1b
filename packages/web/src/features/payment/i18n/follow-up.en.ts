import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of a free follow-up's confirmation (no fee, no payment step). */
export const paymentFollowUpCatalogue = defineMessages('payment-follow-up', {
  confirmed: 'Free follow-up confirmed: nothing to pay',
  title: 'Free follow-up',
});
