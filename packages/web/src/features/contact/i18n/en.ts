import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of contact (the keys every language translates). */
export const contactCatalogue = defineMessages('contact', {
  emailExample: 'e.g. rabia@clinic.pk',
  contactForm: 'Contact form',
  fullName: 'Full name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
  sendMessage: 'Send message',
});
