import { translate } from '@/lib/i18n/catalogue';
import type { footerCatalogue } from './en';

export const ur = translate<typeof footerCatalogue>('footer', {
  links: '{title} لنکس',
  tagline: 'پورے پاکستان میں کلینکس، فارمیسیوں اور ہسپتالوں کے لیے اپائنٹمنٹس، آن لائن مشاورت اور مینجمنٹ سافٹ ویئر۔',
  forDoctors: 'ڈاکٹروں کے لیے',
  forPatients: 'مریضوں کے لیے',
  company: 'کمپنی',
  services: 'خدمات',
  signIn: 'سائن اِن',
  contactUs: 'ہم سے رابطہ کریں',
  policies: 'پالیسیاں',
  copyright: '© {year} {name}۔ جملہ حقوق محفوظ ہیں۔',
});
