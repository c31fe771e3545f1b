import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of a visit that has happened, on My appointments: the advice and the rating. */
export const patientAfterVisitCatalogue = defineMessages('patient-after-visit', {
  'advice.ready': 'Your advice and prescription from {doctor} are ready.',
  'advice.read': 'Read the advice',
  'advice.readAria': 'Read the advice and prescription from {doctor}',
  rate: 'Rate your visit',
  'rate.aria': 'Rate your visit with {doctor}',
});
