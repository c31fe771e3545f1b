import { translate } from '@/lib/i18n/catalogue';
import type { authSignUpCatalogue } from './sign-up.en';

export const ur = translate<typeof authSignUpCatalogue>('auth-sign-up', {
  createYourSehatlinkAccount: 'اپنا SehatLink اکاؤنٹ بنائیں',
  alreadyHaveAnAccount: 'پہلے سے اکاؤنٹ ہے؟ <link>سائن اِن کریں</link>',
  iAmRegistering: 'میں رجسٹر کر رہا/رہی ہوں',
  pmdcExample: 'مثلاً 12345-P',
  drSanaMalik: 'مثلاً ڈاکٹر ثنا ملک',
  weWillTextACode: 'تصدیق کے لیے ہم اس پر کوڈ بھیجیں گے۔',
  youExamplePk: 'مثلاً \u2066rabia@clinic.pk\u2069',
  speciality: 'شعبہ',
  chooseYourSpeciality: 'اپنا شعبہ منتخب کریں',
  alreadyRegistered: 'پہلے سے رجسٹرڈ ہیں؟ <signIn>سائن اِن کریں</signIn> · <plans>پلانز اور سہولیات دیکھیں</plans>',
  ownerName: 'مالک کا نام',
  ahmedRaza: 'مثلاً احمد رضا',
  youWillSignInWith: 'آپ اسی ایڈریس سے سائن اِن کریں گے۔',
  youYourPk: 'مثلاً \u2066you@your{noun}.pk\u2069',
  city: 'شہر',
  chooseYourCity: 'اپنا شہر منتخب کریں',
  byCreatingAnAccountYou:
    'اکاؤنٹ بنا کر آپ SehatLink کی <terms>شرائط و ضوابط</terms> اور <privacy>پرائیویسی پالیسی</privacy> سے اتفاق کرتے ہیں۔',
  thisAccountAlreadyExists: 'یہ اکاؤنٹ پہلے سے موجود ہے',
  joinSehatlink: 'SehatLink میں شامل ہوں',
  registerYourClinicToRun:
    'اپنا کلینک رجسٹر کر کے اسے SehatLink پر چلائیں، یا بطور ڈاکٹر شامل ہو کر مریضوں کو آن لائن مشورہ دیں۔',
  whyDoctorsJoinSehatlink: 'ڈاکٹر SehatLink میں کیوں شامل ہوتے ہیں',
  whatYourClinicGets: 'آپ کے کلینک کو کیا ملتا ہے',
  aClinic: 'ایک کلینک',
  myselfAsADoctor: 'خود، بطور ڈاکٹر',
  verifyAndCreateDoctorAccount: 'تصدیق کریں اور ڈاکٹر اکاؤنٹ بنائیں',
  forS: '{noun} کے لیے',
  whatYourGets: 'آپ کے {noun} کو کیا ملتا ہے',
  yourDataStaysYoursNo: 'آپ کا ڈیٹا آپ ہی کا رہتا ہے: کوئی تیسرا فریق اسے نہیں سنبھالتا',
  verifyAndCreateAccount: 'تصدیق کریں اور {noun} اکاؤنٹ بنائیں',
  editDetails: 'تفصیلات میں ترمیم کریں',
  freeToJoinForPmdc: 'PMDC سے رجسٹرڈ ڈاکٹروں کے لیے شمولیت مفت',
  accountExists: '{message}۔ <link>اس کے بجائے سائن اِن کریں</link>، یا نیچے فون نمبر یا ای میل تبدیل کریں۔',
});
