import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of booking a free follow-up on the doctor's profile (?follow_up=). */
export const doctorsFollowUpCatalogue = defineMessages('doctors-follow-up', {
  title: 'Booking your free follow-up',
  intro: 'Choose an online time with {doctor}. It costs nothing: Book confirms it at once, with no payment.',
  fee: 'Rs. 0 · Free follow-up',
  bookNote: 'Free follow-up: confirmed at once, nothing to pay.',
  refused:
    'This time cannot be your free follow-up. It must be an online time with the same doctor within 7 days of your visit, and the doctor must still offer free follow-ups.',
});
