// Urdu company facts. The phone numbers, e-mail, WhatsApp number, URLs and the founding year are the
// English module's own values; only the wording is Urdu.
import {
  appStoreLinks as enAppStoreLinks,
  company as en,
  socialLinks as enSocialLinks,
  type SocialNetwork,
} from '../company';
import type { Localized } from './localized';

export type { SocialNetwork };

export const company: Localized<typeof en> = {
  name: en.name,
  tagline: 'پاکستان کے لیے ڈیجیٹل صحت کی سہولت',
  supportPhone: en.supportPhone,
  supportPhoneHref: en.supportPhoneHref,
  supportPhoneLabel: '24/7 کسٹمر سپورٹ',
  supportEmail: en.supportEmail,
  address: 'آفس 14، تیسری منزل، صدیق ٹریڈ سینٹر، گلبرگ III، لاہور، پاکستان',
  foundedYear: en.foundedYear,
  whatsappNumber: en.whatsappNumber,
  demoMessage: 'السلام علیکم SehatLink، میں آپ کے ہیلتھ کیئر مینجمنٹ سافٹ ویئر کا ڈیمو دیکھنا چاہتا/چاہتی ہوں۔',
};

export const whatsappDemoUrl = `https://wa.me/${company.whatsappNumber}?text=${encodeURIComponent(company.demoMessage)}`;

export const socialLinks: Localized<typeof enSocialLinks> = [
  { label: 'فیس بک پر SehatLink', network: 'facebook', href: 'https://www.facebook.com/sehatlinkpk' },
  { label: 'انسٹاگرام پر SehatLink', network: 'instagram', href: 'https://www.instagram.com/sehatlinkpk' },
  { label: 'لنکڈ اِن پر SehatLink', network: 'linkedin', href: 'https://www.linkedin.com/company/sehatlinkpk' },
  { label: 'یوٹیوب پر SehatLink', network: 'youtube', href: 'https://www.youtube.com/@sehatlinkpk' },
];

export const appStoreLinks: Localized<typeof enAppStoreLinks> = {
  doctors: {
    name: 'SehatLink ڈاکٹر',
    playStore: 'https://play.google.com/store/apps/details?id=pk.sehatlink.doctor',
    appStore: 'https://apps.apple.com/pk/app/sehatlink-for-doctors/id1600000001',
  },
  patients: {
    name: 'SehatLink مریض',
    playStore: 'https://play.google.com/store/apps/details?id=pk.sehatlink.patient',
    appStore: 'https://apps.apple.com/pk/app/sehatlink/id1600000002',
  },
};
