import { translate } from '@/lib/i18n/catalogue';
import type { labBookingCatalogue } from './booking.en';

export const ur = translate<typeof labBookingCatalogue>('labs-booking', {
  city: 'اپنا شہر منتخب کریں',
  'city.hint': 'آپ کے منتخب کردہ شہر کی برانچیں دکھائی جاتی ہیں۔',
  'branches.count': '{count} برانچیں',
  'branches.one': '1 برانچ',
  date: 'تاریخ',
  time: 'وقت (پاکستانی وقت)',
  'date.choose': 'تاریخ منتخب کریں',
  'times.loading': 'بُک ہونے والے اوقات لوڈ ہو رہے ہیں',
  'times.none': 'اگلے 7 دن میں کوئی وقت بُک نہیں ہو سکتا۔ براہِ کرم برانچ کو کال کریں۔',
  'times.failed': 'ہم اوقات لوڈ نہیں کر سکے۔ براہِ کرم دوبارہ کوشش کریں۔',
  'home.window': 'گھر سے سیمپل صبح 8:00 سے رات 8:00 بجے تک، کم از کم 2 گھنٹے پہلے بُک کر کے لیا جاتا ہے۔',
  summary: 'آپ کی بکنگ',
  'summary.branch': '{branch_name} برانچ پر، {city}',
  'summary.home': '{branch_name} برانچ کی طرف سے گھر سے سیمپل، {city}',
  'phone.account': 'لیب آپ کی بکنگ آپ کے اکاؤنٹ کے نمبر پر کنفرم کرتی ہے۔',
  'phone.hint': 'اس نمبر کی تصدیق کے لیے ہم 6 ہندسوں کا کوڈ بھیجتے ہیں۔',
  'code.send': 'کوڈ بھیجیں',
  'code.sent': 'کوڈ <phone>{phone}</phone> پر بھیجا گیا',
  'code.label': '6 ہندسوں کا کوڈ',
  'code.invalid': 'SMS میں آئے 6 ہندسے درج کریں۔',
  'code.verify': 'تصدیق کریں اور بکنگ کنفرم کریں',
  'phone.change': 'نمبر تبدیل کریں',
  'code.sendFailed': 'ہم کوڈ نہیں بھیج سکے',
  'code.checkFailed': 'ہم کوڈ چیک نہیں کر سکے',
});
