import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of the pay-at-the-clinic choice (loaded with it, on demand). */
export const payAtClinicCatalogue = defineMessages('pay-at-clinic', {
  title: 'Or pay at the clinic',
  help: 'Confirm this visit now and pay {fee} at the clinic when you arrive. Nothing is paid online.',
  limit: 'You can have at most 2 upcoming visits to pay at the clinic at a time.',
  confirm: 'Confirm and pay at the clinic',
  failed: 'We could not confirm the visit',
  tooMany:
    'You already have 2 upcoming visits to pay at the clinic. Pay online for this one, or cancel one of them in My appointments.',
});
