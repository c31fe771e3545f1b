import { translate } from '@/lib/i18n/catalogue';
import type { doctorsFollowUpCatalogue } from './follow-up.en';

export const ur = translate<typeof doctorsFollowUpCatalogue>('doctors-follow-up', {
  bookingYourFreeFollowUp: 'آپ اپنا مفت فالو اپ بک کر رہے ہیں',
  chooseAnOnlineTime:
    '{doctor} کے ساتھ آن لائن وقت چنیں۔ اس کی کوئی فیس نہیں: بک کرنے پر یہ فوراً کنفرم ہو جاتا ہے، کوئی ادائیگی نہیں۔',
  freeFollowUpFee: 'Rs. 0 · مفت فالو اپ',
  confirmedAtOnce: 'مفت فالو اپ: فوراً کنفرم، کچھ ادا نہیں کرنا۔',
  cannotBeFollowUp:
    'یہ وقت آپ کا مفت فالو اپ نہیں ہو سکتا۔ یہ اسی ڈاکٹر کے ساتھ آپ کے وزٹ کے 7 دن کے اندر آن لائن وقت ہونا چاہیے، اور ڈاکٹر اب بھی مفت فالو اپ دیتے ہوں۔',
});
