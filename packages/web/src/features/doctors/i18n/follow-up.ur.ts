import { translate } from '@/lib/i18n/catalogue';
import type { doctorsFollowUpCatalogue } from './follow-up.en';

export const ur = translate<typeof doctorsFollowUpCatalogue>('doctors-follow-up', {
  title: 'آپ اپنا مفت فالو اپ بک کر رہے ہیں',
  intro:
    '{doctor} کے ساتھ آن لائن وقت چنیں۔ اس کی کوئی فیس نہیں: بک کرنے پر یہ فوراً کنفرم ہو جاتا ہے، کوئی ادائیگی نہیں۔',
  fee: 'Rs. 0 · مفت فالو اپ',
  bookNote: 'مفت فالو اپ: فوراً کنفرم، کچھ ادا نہیں کرنا۔',
  refused:
    'یہ وقت آپ کا مفت فالو اپ نہیں ہو سکتا۔ یہ اسی ڈاکٹر کے ساتھ آپ کے وزٹ کے 7 دن کے اندر آن لائن وقت ہونا چاہیے، اور ڈاکٹر اب بھی مفت فالو اپ دیتے ہوں۔',
});
