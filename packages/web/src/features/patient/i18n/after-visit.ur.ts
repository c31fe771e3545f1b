import { translate } from '@/lib/i18n/catalogue';
import type { patientAfterVisitCatalogue } from './after-visit.en';

export const ur = translate<typeof patientAfterVisitCatalogue>('patient-after-visit', {
  'advice.ready': '{doctor} کا مشورہ اور نسخہ تیار ہے۔',
  'advice.read': 'مشورہ پڑھیں',
  'advice.readAria': '{doctor} کا مشورہ اور نسخہ پڑھیں',
  rate: 'اپنی ملاقات کی درجہ بندی کریں',
  'rate.aria': '{doctor} کے ساتھ اپنی ملاقات کی درجہ بندی کریں',
});
