import { translate } from '@/lib/i18n/catalogue';
import type { dashboardSupportCatalogue } from './support.en';

export const ur = translate<typeof dashboardSupportCatalogue>('dashboard-support', {
  contactSehatlinkSupport: 'SehatLink سپورٹ سے رابطہ کریں',
  askForMoreStaffAccounts:
    'مزید عملے کے اکاؤنٹس، پلان کی تبدیلی یا انوائس میں مدد مانگیں۔ ہماری کسٹمر سپورٹ ٹیم آپ سے رابطہ کرے گی۔',
  yourReferenceNumberIs: 'آپ کا ریفرنس نمبر {reference} ہے۔ {followUp}۔',
  subject: 'موضوع',
  addTwoMoreStaffAccounts: 'مثلاً عملے کے دو مزید اکاؤنٹس شامل کریں',
  message: 'پیغام',
  weOpenedASecondReception: 'مثلاً ہم نے دوسرا استقبالیہ کھولا ہے اور عملے کے دو مزید لاگ اِن چاہییں۔',
  attachmentOptional: 'اٹیچمنٹ (اختیاری)',
  jpgJpegGifPngPdf: 'JPG، JPEG، GIF، PNG، PDF، TXT یا DOCX، زیادہ سے زیادہ 5 MB',
  chooseAFile: 'فائل منتخب کریں',
  yourRequestWasNotSent: 'آپ کی درخواست نہیں بھیجی جا سکی',
  sendRequest: 'درخواست بھیجیں',
  removeAttachment: 'اٹیچمنٹ ہٹائیں',
  subjectInvalid: '2 سے 150 حروف کا موضوع لکھیں',
  messageInvalid: 'اپنی درخواست 5 سے 2,000 حروف میں بیان کریں',
  sent: 'ہمیں آپ کی درخواست موصول ہو گئی ہے',
});
