import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of demo-request (the keys every language translates). */
export const demoRequestCatalogue = defineMessages('demo-request', {
  emailExample: 'e.g. rabia@clinic.pk',
  requestADemo: 'Request a demo',
  sent: 'Thank you. A {product} specialist will call you within one working day to schedule your free demo.',
  intro:
    'See the {product} in action. Leave your details and our team will arrange a free walkthrough at a time that suits you.',
  fullName: 'Full name',
  email: 'Email',
  requestDemo: 'Request demo',
});
