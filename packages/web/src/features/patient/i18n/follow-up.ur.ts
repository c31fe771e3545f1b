import { translate } from '@/lib/i18n/catalogue';
import type { patientFollowUpCatalogue } from './follow-up.en';

export const ur = translate<typeof patientFollowUpCatalogue>('patient-follow-up', {
  freeFollowUpUntil: '{when} تک مفت فالو اپ',
  oneFreeOnlineVisit: 'اس وزٹ کے 7 دن کے اندر {doctor} کے ساتھ ایک آن لائن وزٹ، بغیر فیس کے۔',
  bookFreeFollowUp: 'بک کریں',
  bookFreeFollowUpWith: '{doctor} کے ساتھ مفت فالو اپ بک کریں',
  freeFollowUpFee: 'Rs. 0 · مفت فالو اپ',
});
