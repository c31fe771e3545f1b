import { translate } from '@/lib/i18n/catalogue';
import type { libCatalogue } from './en';

export const ur = translate<typeof libCatalogue>('lib', {
  pakistanTime: 'پاکستانی وقت',
  dateAtTime: '{date}، {time}',
  whenPakistanTime: '{when}، پاکستانی وقت',
  onlineVideoConsultation: 'آن لائن ویڈیو مشاورت',
  inClinicAt: 'کلینک میں: {clinic_name}، {branch_name}',
  inClinicVisit: 'کلینک میں معائنہ',
  label: 'ادائیگی کا انتظار',
  confirmed: 'تصدیق شدہ',
  cancelled: 'منسوخ',
  holdEnded: 'بکنگ کی مہلت ختم',
  completed: 'مکمل',
  paid: 'ادا شدہ',
  paymentPending: 'ادائیگی زیرِ التوا',
  paymentFailed: 'ادائیگی ناکام',
  notPaid: 'ادا نہیں ہوئی',
  paymentStarted: 'ادائیگی شروع ہو گئی',
  pending: 'رقم کی واپسی جاری ہے: یہ 7 سے 10 کاروباری دنوں میں آپ کے اکاؤنٹ یا والٹ میں پہنچ جائے گی',
  refunded: 'پوری رقم واپس کر دی گئی',
  rs: '\u2066Rs. {amount}\u2069',
  timeMorning: 'صبح {time}',
  timeNoon: 'دوپہر {time}',
  timeEvening: 'شام {time}',
  timeNightPm: 'رات {time}',
  timeNightAm: 'رات {time}',
});
