import { translate } from '@/lib/i18n/catalogue';
import type { callVisitCatalogue } from './visit.en';

export const ur = translate<typeof callVisitCatalogue>('call-visit', {
  newPatient: 'نیا مریض',
  returningPatient: 'پہلے آ چکے مریض',
  reasonForVisit: '<b>ملاقات کی وجہ:</b> <reason>{reason}</reason>',
});
