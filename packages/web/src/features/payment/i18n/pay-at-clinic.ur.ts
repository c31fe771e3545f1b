import { translate } from '@/lib/i18n/catalogue';
import type { payAtClinicCatalogue } from './pay-at-clinic.en';

export const ur = translate<typeof payAtClinicCatalogue>('pay-at-clinic', {
  title: 'یا کلینک پر ادائیگی کریں',
  help: 'یہ وزٹ ابھی کنفرم کریں اور پہنچنے پر کلینک پر {fee} ادا کریں۔ آن لائن کچھ ادا نہیں ہوتا۔',
  limit: 'ایک وقت میں کلینک پر ادائیگی والے زیادہ سے زیادہ 2 آنے والے وزٹ رکھے جا سکتے ہیں۔',
  confirm: 'کنفرم کریں اور کلینک پر ادائیگی کریں',
  failed: 'ہم وزٹ کنفرم نہیں کر سکے',
  tooMany:
    'آپ کے پہلے ہی کلینک پر ادائیگی والے 2 آنے والے وزٹ ہیں۔ اس وزٹ کی آن لائن ادائیگی کریں، یا میری اپائنٹمنٹس میں ان میں سے ایک منسوخ کریں۔',
});
