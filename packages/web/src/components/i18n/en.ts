import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of common (the keys every language translates). */
export const commonCatalogue = defineMessages('common', {
  mobileNumber: 'Mobile number',
  n03xxxxxxxxx: 'e.g. 0300 1234567',
  eMail: 'E-mail',
  fullName: 'Full name',
  home: '{name} home',
  sehat: 'Sehat',
  link: 'Link',
  close: 'Close',
  findADoctor: 'Find a doctor',
  theApp: '{label}: the {name} app',
  theAppOpensInA: '{label}: the {name} app (opens in a new tab)',
  tryAgain: 'Try again',
  getItOnGooglePlay: 'Get it on Google Play',
  downloadOnTheAppStore: 'Download on the App Store',
});
