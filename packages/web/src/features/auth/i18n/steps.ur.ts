import { translate } from '@/lib/i18n/catalogue';
import type { authStepsCatalogue } from './steps.en';

export const ur = translate<typeof authStepsCatalogue>('auth-steps', {
  verificationCode: 'تصدیقی کوڈ',
  didnTGetIt: 'کوڈ نہیں ملا؟',
  resendCodeIn: 'کوڈ {time} بعد دوبارہ بھیجا جا سکتا ہے',
  resendCode: 'کوڈ دوبارہ بھیجیں',
  aNewCodeIsOn: 'نیا کوڈ بھیج دیا گیا ہے۔',
  weCouldNotSendA: 'ہم نیا کوڈ نہیں بھیج سکے',
  codeNotAccepted: 'یہ کوڈ قبول نہیں ہوا',
  chooseABranch: 'برانچ منتخب کریں',
  youCanSwitchBranchesLater: 'آپ بعد میں دوبارہ سائن اِن کر کے برانچ بدل سکتے ہیں۔',
  branchCode: '{city} · برانچ کوڈ {branch_code}',
  yourAccountWasCreatedWithout:
    'آپ کا اکاؤنٹ پاس ورڈ کے بغیر بنایا گیا تھا۔ ہم آپ کے رجسٹرڈ موبائل نمبر پر کوڈ بھیجیں گے تاکہ آپ پاس ورڈ بنا سکیں۔',
  theMobileNumberRegistered: 'اس اکاؤنٹ کا رجسٹرڈ موبائل نمبر، اگر یہ اکاؤنٹ رجسٹرڈ ہے',
  weWillTextACode2: 'ہم آپ کے اکاؤنٹ کے رجسٹرڈ موبائل نمبر پر کوڈ بھیجیں گے۔',
  requestANewCode: 'نیا کوڈ منگوائیں',
  setPassword: 'پاس ورڈ بنائیں',
  saveNewPassword: 'نیا پاس ورڈ محفوظ کریں',
  yourPasswordIsSet: 'آپ کا پاس ورڈ بن گیا ہے۔',
  yourPasswordHasBeenChanged: 'آپ کا پاس ورڈ تبدیل ہو گیا ہے۔',
  signInWithYourNew: 'جاری رکھنے کے لیے نئے پاس ورڈ سے سائن اِن کریں۔',
  signInNow: 'ابھی سائن اِن کریں',
  backToSignIn: 'واپس سائن اِن پر',
  verificationCodeDigitOf: 'تصدیقی کوڈ کا ہندسہ {v0} از {OTP_LENGTH}',
  setYourPassword: 'اپنا پاس ورڈ بنائیں',
  resetYourPassword: 'اپنا پاس ورڈ ری سیٹ کریں',
  verifyCode: 'کوڈ کی تصدیق کریں',
  change: '{toLowerCase} تبدیل کریں',
  newPassword: 'نیا پاس ورڈ',
  theEMailAddressYou: 'وہ ای میل ایڈریس جس سے آپ سائن اِن کرتے ہیں',
  ownerYourclinicPk: 'مثلاً \u2066owner@yourclinic.pk\u2069',
  codeSent: 'ہم نے <phone>{phone}</phone> پر SMS کے ذریعے {length} ہندسوں کا کوڈ بھیجا ہے۔',
  codeSentValid:
    'ہم نے <phone>{phone}</phone> پر SMS کے ذریعے {length} ہندسوں کا کوڈ بھیجا ہے۔ یہ {minutes} منٹ تک کارآمد ہے۔',
});
