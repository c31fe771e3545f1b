import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of the doctor's triage note on an appointment row (the keys every language translates). */
export const callVisitCatalogue = defineMessages('call-visit', {
  'patient.new': 'New patient',
  'patient.returning': 'Returning patient',
  'patient.reason': '<b>Reason for visit:</b> <reason>{reason}</reason>',
});
