import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of the free follow-up offered on a completed online visit. */
export const patientFollowUpCatalogue = defineMessages('patient-follow-up', {
  'offer.until': 'Free follow-up until {when}',
  'offer.terms': 'One online visit with {doctor} at no fee, within 7 days of this visit.',
  book: 'Book',
  'book.aria': 'Book the free follow-up with {doctor}',
  fee: 'Rs. 0 · Free follow-up',
});
