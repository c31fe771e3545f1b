import { translate } from '@/lib/i18n/catalogue';
import type { commonCatalogue } from './en';

export const ur = translate<typeof commonCatalogue>('common', {
  'phone.label': 'موبائل نمبر',
  'phone.example': 'مثلاً \u20660300 1234567\u2069',
  'email.label': 'ای میل',
  'name.label': 'پورا نام',
  'logo.home': '{name} ہوم',
  'logo.sehat': 'Sehat',
  link: 'Link',
  close: 'بند کریں',
  'notFound.doctor': 'ڈاکٹر تلاش کریں',
  'store.app': '{label}: {name} ایپ',
  'store.appNewTab': '{label}: {name} ایپ (نئی ٹیب میں کھلے گی)',
  tryAgain: 'دوبارہ کوشش کریں',
  'store.googlePlay': 'Google Play سے حاصل کریں',
  'store.appStore': 'App Store سے ڈاؤن لوڈ کریں',
});
