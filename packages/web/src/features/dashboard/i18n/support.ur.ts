import { translate } from '@/lib/i18n/catalogue';
import type { dashboardSupportCatalogue } from './support.en';

export const ur = translate<typeof dashboardSupportCatalogue>('dashboard-support', {
  title: 'SehatLink سپورٹ سے رابطہ کریں',
  intro: 'مزید عملے کے اکاؤنٹس، پلان کی تبدیلی یا انوائس میں مدد مانگیں۔ ہماری کسٹمر سپورٹ ٹیم آپ سے رابطہ کرے گی۔',
  'sent.reference': 'آپ کا ریفرنس نمبر {reference} ہے۔ {followUp}۔',
  subject: 'موضوع',
  'subject.example': 'مثلاً عملے کے دو مزید اکاؤنٹس شامل کریں',
  message: 'پیغام',
  'message.example': 'مثلاً ہم نے دوسرا استقبالیہ کھولا ہے اور عملے کے دو مزید لاگ اِن چاہییں۔',
  attachment: 'اٹیچمنٹ (اختیاری)',
  'attachment.types': 'JPG، JPEG، GIF، PNG، PDF، TXT یا DOCX، زیادہ سے زیادہ 5 MB',
  'attachment.choose': 'فائل منتخب کریں',
  failed: 'آپ کی درخواست نہیں بھیجی جا سکی',
  send: 'درخواست بھیجیں',
  'attachment.remove': 'اٹیچمنٹ ہٹائیں',
  'subject.invalid': '2 سے 150 حروف کا موضوع لکھیں',
  'message.invalid': 'اپنی درخواست 5 سے 2,000 حروف میں بیان کریں',
  sent: 'ہمیں آپ کی درخواست موصول ہو گئی ہے',
});
