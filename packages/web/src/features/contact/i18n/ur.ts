import { translate } from '@/lib/i18n/catalogue';
import type { contactCatalogue } from './en';

export const ur = translate<typeof contactCatalogue>('contact', {
  emailExample: 'مثلاً \u2066rabia@clinic.pk\u2069',
  contactForm: 'رابطہ فارم',
  fullName: 'پورا نام',
  email: 'ای میل',
  subject: 'موضوع',
  message: 'پیغام',
  sendMessage: 'پیغام بھیجیں',
});
