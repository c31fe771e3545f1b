import { translate } from '@/lib/i18n/catalogue';
import type { authStepsCatalogue } from './steps.en';

export const ur = translate<typeof authStepsCatalogue>('auth-steps', {
  'code.label': 'تصدیقی کوڈ',
  'code.notReceived': 'کوڈ نہیں ملا؟',
  'code.resendIn': 'کوڈ {time} بعد دوبارہ بھیجا جا سکتا ہے',
  'code.resend': 'کوڈ دوبارہ بھیجیں',
  'code.resent': 'نیا کوڈ بھیج دیا گیا ہے۔',
  'code.resendFailed': 'ہم نیا کوڈ نہیں بھیج سکے',
  'code.refused': 'یہ کوڈ قبول نہیں ہوا',
  'branch.choose': 'برانچ منتخب کریں',
  'branch.switchLater': 'آپ بعد میں دوبارہ سائن اِن کر کے برانچ بدل سکتے ہیں۔',
  'branch.code': '{city} · برانچ کوڈ {branch_code}',
  'password.noneYet':
    'آپ کا اکاؤنٹ پاس ورڈ کے بغیر بنایا گیا تھا۔ ہم آپ کے رجسٹرڈ موبائل نمبر پر کوڈ بھیجیں گے تاکہ آپ پاس ورڈ بنا سکیں۔',
  'reset.registeredPhone': 'اس اکاؤنٹ کا رجسٹرڈ موبائل نمبر، اگر یہ اکاؤنٹ رجسٹرڈ ہے',
  'reset.willText': 'ہم آپ کے اکاؤنٹ کے رجسٹرڈ موبائل نمبر پر کوڈ بھیجیں گے۔',
  'code.request': 'نیا کوڈ منگوائیں',
  'password.set': 'پاس ورڈ بنائیں',
  'password.saveNew': 'نیا پاس ورڈ محفوظ کریں',
  'password.isSet': 'آپ کا پاس ورڈ بن گیا ہے۔',
  'password.changed': 'آپ کا پاس ورڈ تبدیل ہو گیا ہے۔',
  'password.signInNew': 'جاری رکھنے کے لیے نئے پاس ورڈ سے سائن اِن کریں۔',
  'signIn.now': 'ابھی سائن اِن کریں',
  'signIn.back': 'واپس سائن اِن پر',
  'code.digitOf': 'تصدیقی کوڈ کا ہندسہ {v0} از {OTP_LENGTH}',
  'password.setTitle': 'اپنا پاس ورڈ بنائیں',
  'password.resetTitle': 'اپنا پاس ورڈ ری سیٹ کریں',
  'code.verify': 'کوڈ کی تصدیق کریں',
  'action.change': '{toLowerCase} تبدیل کریں',
  'password.new': 'نیا پاس ورڈ',
  'email.hint': 'وہ ای میل ایڈریس جس سے آپ سائن اِن کرتے ہیں',
  'email.example': 'مثلاً \u2066owner@yourclinic.pk\u2069',
  'code.sent': 'ہم نے <phone>{phone}</phone> پر SMS کے ذریعے {length} ہندسوں کا کوڈ بھیجا ہے۔',
  'code.sentValid':
    'ہم نے <phone>{phone}</phone> پر SMS کے ذریعے {length} ہندسوں کا کوڈ بھیجا ہے۔ یہ {minutes} منٹ تک کارآمد ہے۔',
});
