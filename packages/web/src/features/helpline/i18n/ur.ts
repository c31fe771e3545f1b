import { translate } from '@/lib/i18n/catalogue';
import type { helplineCatalogue } from './en';

export const ur = translate<typeof helplineCatalogue>('helpline', {
  title: 'واپس کال کی درخواست',
  intro:
    'اپنا موبائل نمبر دیں، ہماری {helpline} ٹیم آپ کو واپس کال کرے گی۔ آپ ہمیں براہِ راست <phone>{phone}</phone> پر بھی کال کر سکتے ہیں۔',
  submit: 'مجھے کال کریں',
});
