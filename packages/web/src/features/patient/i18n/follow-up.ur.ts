import { translate } from '@/lib/i18n/catalogue';
import type { patientFollowUpCatalogue } from './follow-up.en';

export const ur = translate<typeof patientFollowUpCatalogue>('patient-follow-up', {
  'offer.until': '{when} تک مفت فالو اپ',
  'offer.terms': 'اس وزٹ کے 7 دن کے اندر {doctor} کے ساتھ ایک آن لائن وزٹ، بغیر فیس کے۔',
  book: 'بک کریں',
  'book.aria': '{doctor} کے ساتھ مفت فالو اپ بک کریں',
  fee: 'Rs. 0 · مفت فالو اپ',
});
