import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of common (the keys every language translates). */
export const commonCatalogue = defineMessages('common', {
  'phone.label': 'Mobile number',
  'phone.example': 'e.g. 0300 1234567',
  'email.label': 'E-mail',
  'name.label': 'Full name',
  'logo.home': '{name} home',
  'logo.sehat': 'Sehat',
  link: 'Link',
  close: 'Close',
  'notFound.doctor': 'Find a doctor',
  'store.app': '{label}: the {name} app',
  'store.appNewTab': '{label}: the {name} app (opens in a new tab)',
  tryAgain: 'Try again',
  'store.googlePlay': 'Get it on Google Play',
  'store.appStore': 'Download on the App Store',
});
