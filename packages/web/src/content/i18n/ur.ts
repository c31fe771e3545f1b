import { translate } from '@/lib/i18n/catalogue';
import type { messagesCatalogue } from './en';

export const ur = translate<typeof messagesCatalogue>('messages', {
  helplineInvalidMobile: 'درست موبائل نمبر درج کریں',
  helplineFailure: 'کچھ غلط ہو گیا، دوبارہ کوشش کریں!',
  demoInvalidMobile: 'درست موبائل نمبر درج کریں',
  demoInvalidEmail: 'درست ای میل ایڈریس درج کریں، مثلاً \u2066rabia@clinic.pk\u2069',
  demoMissingFields: 'براہِ کرم تمام خانے پُر کریں۔',
  demoFailure: 'ڈیمو کی درخواست پہلے سے موجود ہے!',
  demoReceived: 'درخواست موصول ہو گئی!',
  helplineReceived: 'ہمیں آپ کی درخواست موصول ہو گئی ہے',
  helplineFollowUp: 'ہماری کسٹمر سپورٹ ٹیم جلد آپ سے رابطہ کرے گی',
  labInProgressTitle: 'لیب پر کام جاری ہے',
  labInProgressText: 'ہم اس سہولت پر کام کر رہے ہیں۔ جلد آ رہی ہے!',
  attachmentType: 'صرف JPG، JPEG، GIF، PNG، PDF، سادہ ٹیکسٹ اور Word (.docx) فائلیں منسلک کی جا سکتی ہیں۔',
  attachmentSize: 'اٹیچمنٹ زیادہ سے زیادہ 5 MB کی ہو سکتی ہے۔',
  contactNameRequired: 'براہِ کرم اپنا نام درج کریں۔',
  contactEmailInvalid: 'براہِ کرم درست ای میل ایڈریس درج کریں۔',
  contactSubjectRequired: 'براہِ کرم موضوع لکھیں۔',
  contactMessageTooShort: 'براہِ کرم کم از کم 10 حروف لکھیں تاکہ ہم مدد کر سکیں۔',
  contactSent: 'شکریہ! آپ کا پیغام ہماری سپورٹ ٹیم تک پہنچ گیا ہے۔ ہم ایک کاروباری دن میں جواب دیتے ہیں۔',
  genericFailure: 'کچھ غلط ہو گیا۔ براہِ کرم دوبارہ کوشش کریں۔',
});
