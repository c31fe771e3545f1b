import { translate } from '@/lib/i18n/catalogue';
import type { marketingFindDoctorCatalogue } from './find-doctor.en';

export const ur = translate<typeof marketingFindDoctorCatalogue>('marketing-find-doctor', {
  title: 'ڈاکٹر تلاش کریں اور بُک کریں',
  query: 'شعبہ یا ڈاکٹر کا نام',
  queryExample: 'مثلاً جلد کے ماہر یا ڈاکٹر عائشہ',
  city: 'شہر',
  allCities: 'تمام شہر',
  how: 'کیسے',
  inClinic: 'کلینک میں',
  online: 'آن لائن (ویڈیو)',
  search: 'ڈاکٹر تلاش کریں',
  popular: 'مقبول شعبے',
});
