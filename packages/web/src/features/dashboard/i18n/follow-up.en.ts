import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of the doctor's free follow-up setting on the dashboard. */
export const dashboardFollowUpCatalogue = defineMessages('dashboard-follow-up', {
  freeFollowUp: 'Free follow-up',
  offerAFreeFollowUp: 'Offer a free follow-up',
  patientsMayBookOne:
    'After a completed online visit, the patient may book one more online visit with you at no fee within 7 days.',
  loadingTheSetting: 'Loading the setting',
  weCouldNotLoadTheSetting: 'We could not load the free follow-up setting',
  weCouldNotSaveTheSetting: 'We could not save the free follow-up setting',
  tryAgain: 'Try again',
  followUpsAreOn: 'Patients can book a free follow-up with you.',
  followUpsAreOff: 'Free follow-ups are off. Visits already booked stay as they are.',
});
