import { translate } from '@/lib/i18n/catalogue';
import type { labNamesCatalogue } from './lab-names.en';

export const ur = translate<typeof labNamesCatalogue>('lab-names', {
  haematology: 'ہیماٹولوجی (خون کے ٹیسٹ)',
  clinicalChemistry: 'کلینیکل کیمسٹری',
  hormonesVitamins: 'ہارمون اور وٹامن',
  serologyInfections: 'سیرولوجی اور انفیکشن',
  urineStool: 'پیشاب اور پاخانہ',
  molecularPcr: 'مالیکیولر ٹیسٹ (PCR)',
  radiology: 'ریڈیالوجی (ایکسرے، الٹراساؤنڈ، سی ٹی، ایم آر آئی)',
  sampleBlood: 'خون',
  sampleUrine: 'پیشاب',
  sampleStool: 'پاخانہ',
  sampleNasalSwab: 'ناک کا سواب',
  sampleImaging: 'امیجنگ',
});
