import { translate } from '@/lib/i18n/catalogue';
import type { patientAfterVisitCatalogue } from './after-visit.en';

export const ur = translate<typeof patientAfterVisitCatalogue>('patient-after-visit', {
  adviceReady: '{doctor} کا مشورہ اور نسخہ تیار ہے۔',
  readAdvice: 'مشورہ پڑھیں',
  readAdviceFrom: '{doctor} کا مشورہ اور نسخہ پڑھیں',
  rateVisit: 'اپنی ملاقات کی درجہ بندی کریں',
  rateVisitWith: '{doctor} کے ساتھ اپنی ملاقات کی درجہ بندی کریں',
});
