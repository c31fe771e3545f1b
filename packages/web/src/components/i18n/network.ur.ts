import { translate } from '@/lib/i18n/catalogue';
import type { networkCatalogue } from './network.en';

export const ur = translate<typeof networkCatalogue>('network', {
  'offline.title': 'انٹرنیٹ کنکشن نہیں ہے',
  'offline.text':
    'اپنا موبائل ڈیٹا یا وائی فائی دیکھیں۔ جب تک آپ دوبارہ آن لائن ہو کر دوبارہ کوشش نہ کریں، کچھ نہیں بھیجا جائے گا۔',
  'slow.wait': 'کام جاری ہے… آپ کا کنکشن سست ہے۔',
});
