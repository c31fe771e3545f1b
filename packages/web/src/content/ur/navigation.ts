import { paths } from '@/config/paths';
import { bookingBanner as enBookingBanner, type NavLink } from '../navigation';
import type { Localized } from './localized';

export type { NavLink };

export const mainLinks: NavLink[] = [
  { id: 'home', title: 'ہوم', url: paths.home },
  { id: 'doctors', title: 'ڈاکٹر تلاش کریں', url: paths.doctorsSearch },
  { id: 'about', title: 'ہمارے بارے میں', url: paths.about },
  { id: 'contact', title: 'رابطہ کریں', url: paths.contactUs },
];

/** The Products/Services dropdown and the footer's Services column. */
export const productLinks: NavLink[] = [
  { id: 'clinic', title: 'کلینک مینجمنٹ', url: paths.products.clinic },
  { id: 'pharmacy', title: 'فارمیسی مینجمنٹ', url: paths.products.pharmacy },
  { id: 'hospital', title: 'ہسپتال مینجمنٹ', url: paths.products.hospital },
  { id: 'online', title: 'آن لائن مشاورت', url: paths.products.onlineConsultation },
];

/** The six sign-in pages: the Login dropdown and the footer's Sign In column. */
export const signInLinks: NavLink[] = [
  { id: 'patient', title: 'مریض', url: paths.login.patient },
  { id: 'doctor', title: 'ڈاکٹر', url: paths.login.doctor },
  { id: 'clinic', title: 'کلینک', url: paths.login.clinic },
  { id: 'hospital', title: 'ہسپتال', url: paths.login.hospital },
  { id: 'pharmacy', title: 'فارمیسی', url: paths.login.pharmacy },
  { id: 'staff', title: 'کلینک کا عملہ', url: paths.login.staff },
];

export const companyLinks: NavLink[] = [
  { id: 'about', title: 'ہمارے بارے میں', url: paths.about },
  { id: 'contact', title: 'رابطہ کریں', url: paths.contactUs },
  { id: 'doctors', title: 'ڈاکٹر تلاش کریں', url: paths.doctorsSearch },
  { id: 'faqs', title: 'عمومی سوالات', url: paths.privacy.faqs },
];

export const policyLinks: NavLink[] = [
  { id: 'faqs', title: 'عمومی سوالات', url: paths.privacy.faqs },
  { id: 'payment', title: 'ادائیگی کی پالیسی', url: paths.privacy.paymentPolicy },
  { id: 'terms', title: 'شرائط و ضوابط', url: paths.privacy.termCondition },
  { id: 'privacy', title: 'پرائیویسی پالیسی', url: paths.privacy.privacyPolicy },
];

export const blogLink: NavLink = { id: 'blogs', title: 'بلاگ', url: paths.blogs };

export const bookingBanner: Localized<typeof enBookingBanner> = {
  text: 'ڈاکٹر سے اپائنٹمنٹ بک کریں — کسی بھی وقت، کہیں سے بھی!',
  online: { title: 'آن لائن مشاورت', url: paths.doctorsSearchOnline },
  inClinic: { title: 'کلینک میں اپائنٹمنٹ', url: paths.doctorsSearch },
  /** The banner shows on these paths only (the English list itself). */
  paths: enBookingBanner.paths,
  inFlowPaths: enBookingBanner.inFlowPaths,
};
