import { translate } from '@/lib/i18n/catalogue';
import type { recentVisitsCatalogue } from './recent-visits.en';

export const ur = translate<typeof recentVisitsCatalogue>('call-recent-visits', {
  'list.title': 'حالیہ ملاقاتیں',
  'list.hint': 'پچھلے 7 دن کی ملاقاتیں۔ مشورہ اور نسخہ یہاں لکھیں یا درست کریں۔',
  'list.label': 'حالیہ ملاقاتیں',
  'mode.online': 'آن لائن مشاورت',
  'mode.inClinic': 'کلینک وزٹ',
  'advice.written': 'مشورہ لکھا جا چکا ہے',
  'advice.none': 'ابھی کوئی مشورہ نہیں',
  'item.when': '{when} ({zone}) · {mode}',
});
