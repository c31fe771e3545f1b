import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of the doctor's free follow-up setting on the dashboard. */
export const dashboardFollowUpCatalogue = defineMessages('dashboard-follow-up', {
  title: 'Free follow-up',
  offer: 'Offer a free follow-up',
  'offer.help':
    'After a completed online visit, the patient may book one more online visit with you at no fee within 7 days.',
  loading: 'Loading the setting',
  loadFailed: 'We could not load the free follow-up setting',
  saveFailed: 'We could not save the free follow-up setting',
  retry: 'Try again',
  'state.on': 'Patients can book a free follow-up with you.',
  'state.off': 'Free follow-ups are off. Visits already booked stay as they are.',
});
