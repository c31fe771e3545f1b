import { translate } from '@/lib/i18n/catalogue';
import type { labBookingCatalogue } from './booking.en';

export const ur = translate<typeof labBookingCatalogue>('labs-booking', {
  chooseYourCity: 'اپنا شہر منتخب کریں',
  cityHint: 'آپ کے منتخب کردہ شہر کی برانچیں دکھائی جاتی ہیں۔',
  branchesIn: '{count} برانچیں',
  oneBranch: '1 برانچ',
  date: 'تاریخ',
  time: 'وقت (پاکستانی وقت)',
  chooseADate: 'تاریخ منتخب کریں',
  loadingTimes: 'بُک ہونے والے اوقات لوڈ ہو رہے ہیں',
  noTimesThisWeek: 'اگلے 7 دن میں کوئی وقت بُک نہیں ہو سکتا۔ براہِ کرم برانچ کو کال کریں۔',
  timesCouldNotLoad: 'ہم اوقات لوڈ نہیں کر سکے۔ براہِ کرم دوبارہ کوشش کریں۔',
  homeWindow: 'گھر سے سیمپل صبح 8:00 سے رات 8:00 بجے تک، کم از کم 2 گھنٹے پہلے بُک کر کے لیا جاتا ہے۔',
  yourBooking: 'آپ کی بکنگ',
  atBranch: '{branch_name} برانچ پر، {city}',
  homeFromBranch: '{branch_name} برانچ کی طرف سے گھر سے سیمپل، {city}',
  signedInNumber: 'لیب آپ کی بکنگ آپ کے اکاؤنٹ کے نمبر پر کنفرم کرتی ہے۔',
  weTextACode: 'اس نمبر کی تصدیق کے لیے ہم 6 ہندسوں کا کوڈ بھیجتے ہیں۔',
  sendCodeAndBook: 'کوڈ بھیجیں',
  enterTheCode: 'کوڈ <phone>{phone}</phone> پر بھیجا گیا',
  codeLabel: '6 ہندسوں کا کوڈ',
  codeInvalid: 'SMS میں آئے 6 ہندسے درج کریں۔',
  verifyAndBook: 'تصدیق کریں اور بکنگ کنفرم کریں',
  changeNumber: 'نمبر تبدیل کریں',
  weCouldNotSendTheCode: 'ہم کوڈ نہیں بھیج سکے',
  weCouldNotCheckTheCode: 'ہم کوڈ چیک نہیں کر سکے',
});
