import { translate } from '@/lib/i18n/catalogue';
import type { dashboardFollowUpCatalogue } from './follow-up.en';

export const ur = translate<typeof dashboardFollowUpCatalogue>('dashboard-follow-up', {
  freeFollowUp: 'مفت فالو اپ',
  offerAFreeFollowUp: 'مفت فالو اپ کی پیشکش کریں',
  patientsMayBookOne:
    'مکمل آن لائن وزٹ کے بعد مریض 7 دن کے اندر آپ کے ساتھ ایک اور آن لائن وزٹ بغیر فیس کے بک کر سکتا ہے۔',
  loadingTheSetting: 'سیٹنگ لوڈ ہو رہی ہے',
  weCouldNotLoadTheSetting: 'ہم مفت فالو اپ کی سیٹنگ لوڈ نہیں کر سکے',
  weCouldNotSaveTheSetting: 'ہم مفت فالو اپ کی سیٹنگ محفوظ نہیں کر سکے',
  tryAgain: 'دوبارہ کوشش کریں',
  followUpsAreOn: 'مریض آپ کے ساتھ مفت فالو اپ بک کر سکتے ہیں۔',
  followUpsAreOff: 'مفت فالو اپ بند ہیں۔ پہلے سے بک شدہ وزٹ ویسے ہی رہیں گے۔',
});
