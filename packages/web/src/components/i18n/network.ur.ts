import { translate } from '@/lib/i18n/catalogue';
import type { networkCatalogue } from './network.en';

export const ur = translate<typeof networkCatalogue>('network', {
  offlineTitle: 'انٹرنیٹ کنکشن نہیں ہے',
  offlineText:
    'اپنا موبائل ڈیٹا یا وائی فائی دیکھیں۔ جب تک آپ دوبارہ آن لائن ہو کر دوبارہ کوشش نہ کریں، کچھ نہیں بھیجا جائے گا۔',
  slowWait: 'کام جاری ہے… آپ کا کنکشن سست ہے۔',
});
