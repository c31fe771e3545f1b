import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of a visit that has happened, on My appointments: the advice and the rating. */
export const patientAfterVisitCatalogue = defineMessages('patient-after-visit', {
  adviceReady: 'Your advice and prescription from {doctor} are ready.',
  readAdvice: 'Read the advice',
  readAdviceFrom: 'Read the advice and prescription from {doctor}',
  rateVisit: 'Rate your visit',
  rateVisitWith: 'Rate your visit with {doctor}',
});
