import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of the free follow-up offered on a completed online visit. */
export const patientFollowUpCatalogue = defineMessages('patient-follow-up', {
  freeFollowUpUntil: 'Free follow-up until {when}',
  oneFreeOnlineVisit: 'One online visit with {doctor} at no fee, within 7 days of this visit.',
  bookFreeFollowUp: 'Book',
  bookFreeFollowUpWith: 'Book the free follow-up with {doctor}',
  freeFollowUpFee: 'Rs. 0 · Free follow-up',
});
