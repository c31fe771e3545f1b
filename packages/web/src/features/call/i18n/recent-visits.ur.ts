import { translate } from '@/lib/i18n/catalogue';
import type { recentVisitsCatalogue } from './recent-visits.en';

export const ur = translate<typeof recentVisitsCatalogue>('call-recent-visits', {
  recentVisits: 'حالیہ ملاقاتیں',
  recentVisitsHint: 'پچھلے 7 دن کی ملاقاتیں۔ مشورہ اور نسخہ یہاں لکھیں یا درست کریں۔',
  visitsList: 'حالیہ ملاقاتیں',
  online: 'آن لائن مشاورت',
  inClinic: 'کلینک وزٹ',
  adviceWritten: 'مشورہ لکھا جا چکا ہے',
  noAdviceYet: 'ابھی کوئی مشورہ نہیں',
  visitLine: '{when} ({zone}) · {mode}',
});
