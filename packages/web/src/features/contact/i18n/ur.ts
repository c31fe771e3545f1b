import { translate } from '@/lib/i18n/catalogue';
import type { contactCatalogue } from './en';

export const ur = translate<typeof contactCatalogue>('contact', {
  contactForm: 'رابطہ فارم',
  fullName: 'پورا نام',
  email: 'ای میل',
  subject: 'موضوع',
  message: 'پیغام',
  sendMessage: 'پیغام بھیجیں',
});
