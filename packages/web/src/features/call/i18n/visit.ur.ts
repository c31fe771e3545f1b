import { translate } from '@/lib/i18n/catalogue';
import type { callVisitCatalogue } from './visit.en';

export const ur = translate<typeof callVisitCatalogue>('call-visit', {
  'patient.new': 'نیا مریض',
  'patient.returning': 'پہلے آ چکے مریض',
  'patient.reason': '<b>ملاقات کی وجہ:</b> <reason>{reason}</reason>',
});
