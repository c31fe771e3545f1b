import { translate } from '@/lib/i18n/catalogue';
import type { paymentFollowUpCatalogue } from './follow-up.en';

export const ur = translate<typeof paymentFollowUpCatalogue>('payment-follow-up', {
  confirmed: 'مفت فالو اپ کنفرم ہو گیا: کچھ ادا نہیں کرنا',
  title: 'مفت فالو اپ',
});
