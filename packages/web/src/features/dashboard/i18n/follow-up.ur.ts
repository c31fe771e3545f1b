import { translate } from '@/lib/i18n/catalogue';
import type { dashboardFollowUpCatalogue } from './follow-up.en';

export const ur = translate<typeof dashboardFollowUpCatalogue>('dashboard-follow-up', {
  title: 'مفت فالو اپ',
  offer: 'مفت فالو اپ کی پیشکش کریں',
  'offer.help': 'مکمل آن لائن وزٹ کے بعد مریض 7 دن کے اندر آپ کے ساتھ ایک اور آن لائن وزٹ بغیر فیس کے بک کر سکتا ہے۔',
  loading: 'سیٹنگ لوڈ ہو رہی ہے',
  loadFailed: 'ہم مفت فالو اپ کی سیٹنگ لوڈ نہیں کر سکے',
  saveFailed: 'ہم مفت فالو اپ کی سیٹنگ محفوظ نہیں کر سکے',
  retry: 'دوبارہ کوشش کریں',
  'state.on': 'مریض آپ کے ساتھ مفت فالو اپ بک کر سکتے ہیں۔',
  'state.off': 'مفت فالو اپ بند ہیں۔ پہلے سے بک شدہ وزٹ ویسے ہی رہیں گے۔',
});
