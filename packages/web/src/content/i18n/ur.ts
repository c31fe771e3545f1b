import { translate } from '@/lib/i18n/catalogue';
import type { messagesCatalogue } from './en';

export const ur = translate<typeof messagesCatalogue>('messages', {
  'helpline.phoneInvalid': 'درست موبائل نمبر درج کریں',
  'helpline.failed': 'کچھ غلط ہو گیا، دوبارہ کوشش کریں!',
  'demo.phoneInvalid': 'درست موبائل نمبر درج کریں',
  'demo.emailInvalid': 'درست ای میل ایڈریس درج کریں، مثلاً \u2066rabia@clinic.pk\u2069',
  'demo.missing': 'براہِ کرم تمام خانے پُر کریں۔',
  'demo.failed': 'ڈیمو کی درخواست پہلے سے موجود ہے!',
  'demo.received': 'درخواست موصول ہو گئی!',
  'helpline.received': 'ہمیں آپ کی درخواست موصول ہو گئی ہے',
  'helpline.followUp': 'ہماری کسٹمر سپورٹ ٹیم جلد آپ سے رابطہ کرے گی',
  'labs.soonTitle': 'لیب پر کام جاری ہے',
  'labs.soonText': 'ہم اس سہولت پر کام کر رہے ہیں۔ جلد آ رہی ہے!',
  'attachment.type': 'صرف JPG، JPEG، GIF، PNG، PDF، سادہ ٹیکسٹ اور Word (.docx) فائلیں منسلک کی جا سکتی ہیں۔',
  'attachment.size': 'اٹیچمنٹ زیادہ سے زیادہ 5 MB کی ہو سکتی ہے۔',
  'contact.nameRequired': 'براہِ کرم اپنا نام درج کریں۔',
  'contact.emailInvalid': 'براہِ کرم درست ای میل ایڈریس درج کریں۔',
  'contact.subjectRequired': 'براہِ کرم موضوع لکھیں۔',
  'contact.messageShort': 'براہِ کرم کم از کم 10 حروف لکھیں تاکہ ہم مدد کر سکیں۔',
  'contact.sent': 'شکریہ! آپ کا پیغام ہماری سپورٹ ٹیم تک پہنچ گیا ہے۔ ہم ایک کاروباری دن میں جواب دیتے ہیں۔',
  failed: 'کچھ غلط ہو گیا۔ براہِ کرم دوبارہ کوشش کریں۔',
});
