import { translate } from '@/lib/i18n/catalogue';
import type { libCatalogue } from './en';

export const ur = translate<typeof libCatalogue>('lib', {
  'time.zone': 'پاکستانی وقت',
  'time.dateAt': '{date}، {time}',
  'time.inPakistan': '{when}، پاکستانی وقت',
  'visit.online': 'آن لائن ویڈیو مشاورت',
  'visit.clinicAt': 'کلینک میں: {clinic_name}، {branch_name}',
  'visit.clinic': 'کلینک میں معائنہ',
  'status.unpaid': 'ادائیگی کا انتظار',
  'status.confirmed': 'تصدیق شدہ',
  'status.cancelled': 'منسوخ',
  'status.holdEnded': 'بکنگ کی مہلت ختم',
  'status.completed': 'مکمل',
  'payment.paid': 'ادا شدہ',
  'payment.pending': 'ادائیگی زیرِ التوا',
  'payment.failed': 'ادائیگی ناکام',
  'payment.unpaid': 'ادا نہیں ہوئی',
  'payment.started': 'ادائیگی شروع ہو گئی',
  'refund.pending': 'رقم کی واپسی جاری ہے: یہ 7 سے 10 کاروباری دنوں میں آپ کے اکاؤنٹ یا والٹ میں پہنچ جائے گی',
  'refund.done': 'پوری رقم واپس کر دی گئی',
  price: '\u2066Rs. {amount}\u2069',
  'time.morning': 'صبح {time}',
  'time.noon': 'دوپہر {time}',
  'time.evening': 'شام {time}',
  'time.nightPm': 'رات {time}',
  'time.nightAm': 'رات {time}',
});
