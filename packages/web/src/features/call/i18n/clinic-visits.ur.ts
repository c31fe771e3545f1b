import { translate } from '@/lib/i18n/catalogue';
import type { clinicVisitsCatalogue } from './clinic-visits.en';

export const ur = translate<typeof clinicVisitsCatalogue>('call-clinic-visits', {
  'list.title': 'آپ کے کلینک وزٹ',
  'list.label': 'کلینک وزٹ',
  'fee.atClinic': 'کلینک پر ادائیگی: {fee}',
  'fee.paidOnline': 'آن لائن ادا شدہ: {fee}',
});
