import { translate } from '@/lib/i18n/catalogue';
import type { commonCatalogue } from './en';

export const ur = translate<typeof commonCatalogue>('common', {
  mobileNumber: 'موبائل نمبر',
  n03xxxxxxxxx: 'مثلاً \u20660300 1234567\u2069',
  eMail: 'ای میل',
  fullName: 'پورا نام',
  home: '{name} ہوم',
  sehat: 'Sehat',
  link: 'Link',
  close: 'بند کریں',
  findADoctor: 'ڈاکٹر تلاش کریں',
  theApp: '{label}: {name} ایپ',
  theAppOpensInA: '{label}: {name} ایپ (نئی ٹیب میں کھلے گی)',
  tryAgain: 'دوبارہ کوشش کریں',
  getItOnGooglePlay: 'Google Play سے حاصل کریں',
  downloadOnTheAppStore: 'App Store سے ڈاؤن لوڈ کریں',
});
