import { translate } from '@/lib/i18n/catalogue';
import type { labNamesCatalogue } from './lab-names.en';

export const ur = translate<typeof labNamesCatalogue>('lab-names', {
  'category.haematology': 'ہیماٹولوجی (خون کے ٹیسٹ)',
  'category.chemistry': 'کلینیکل کیمسٹری',
  'category.hormones': 'ہارمون اور وٹامن',
  'category.serology': 'سیرولوجی اور انفیکشن',
  'category.urineStool': 'پیشاب اور پاخانہ',
  'category.molecular': 'مالیکیولر ٹیسٹ (PCR)',
  'category.radiology': 'ریڈیالوجی (ایکسرے، الٹراساؤنڈ، سی ٹی، ایم آر آئی)',
  'sample.blood': 'خون',
  'sample.urine': 'پیشاب',
  'sample.stool': 'پاخانہ',
  'sample.nasalSwab': 'ناک کا سواب',
  'sample.imaging': 'امیجنگ',
});
