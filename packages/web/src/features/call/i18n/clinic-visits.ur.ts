import { translate } from '@/lib/i18n/catalogue';
import type { clinicVisitsCatalogue } from './clinic-visits.en';

export const ur = translate<typeof clinicVisitsCatalogue>('call-clinic-visits', {
  yourClinicVisits: 'آپ کے کلینک وزٹ',
  clinicVisits: 'کلینک وزٹ',
  payAtTheClinicFee: 'کلینک پر ادائیگی: {fee}',
  paidOnline: 'آن لائن ادا شدہ: {fee}',
});
