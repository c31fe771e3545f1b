import { translate } from '@/lib/i18n/catalogue';
import type { changeTimeCatalogue } from './change-time.en';

export const ur = translate<typeof changeTimeCatalogue>('change-time', {
  changeTheTime: 'وقت بدلیں',
  now: 'ابھی: {when}',
  sameDoctorAndPlace:
    '{name} کے ساتھ، {place}، کوئی اور خالی وقت چنیں۔ آپ کی ادائیگی اپائنٹمنٹ کے ساتھ منتقل ہو جاتی ہے۔',
  rule: 'اپائنٹمنٹ شروع ہونے سے {hours} گھنٹے پہلے تک، زیادہ سے زیادہ {times} بار وقت بدلا جا سکتا ہے۔',
  movesLeft: 'اس اپائنٹمنٹ کا وقت مزید {count} بار بدلا جا سکتا ہے۔',
  moveTo: '{when} پر منتقل کریں',
  chooseANewTime: 'اوپر سے نیا وقت چنیں۔',
  weCouldNotMoveIt: 'ہم وقت نہیں بدل سکے',
  tooLate:
    'یہ اپائنٹمنٹ {hours} گھنٹے کے اندر شروع ہو رہی ہے، اس لیے اب اس کا وقت نہیں بدلا جا سکتا۔ آپ اسے اب بھی منسوخ کر سکتے ہیں۔',
  limit:
    'اس اپائنٹمنٹ کا وقت پہلے ہی {times} بار بدلا جا چکا ہے، جو زیادہ سے زیادہ حد ہے۔ آپ اسے اب بھی منسوخ کر سکتے ہیں۔',
  taken: 'یہ وقت ابھی کسی اور نے بُک کر لیا ہے۔ براہِ کرم کوئی اور وقت چنیں۔',
  cannotMove:
    'اس اپائنٹمنٹ کا وقت نہیں بدلا جا سکتا: صرف تصدیق شدہ اپائنٹمنٹ، ادا شدہ یا کلینک پر ادائیگی والی، منتقل ہو سکتی ہے۔',
  moved: 'آپ کی اپائنٹمنٹ کا وقت بدل گیا ہے',
  movedTo: '{name} کے ساتھ، {when}۔',
  movedFrom: 'پہلے یہ {when} تھی۔',
  paid: 'ادا شدہ: {fee}',
  payAtTheClinic: 'کلینک پر ادا کریں: {fee}',
  toMyAppointments: 'میری اپائنٹمنٹس',
  openTheAppointment: 'اپائنٹمنٹ کھولیں',
  loading: 'آپ کی اپائنٹمنٹ لوڈ ہو رہی ہے',
  weCouldNotLoad: 'ہم یہ اپائنٹمنٹ لوڈ نہیں کر سکے',
  signInToChange: 'اپنی اپائنٹمنٹ کا وقت بدلنے کے لیے اپنے موبائل نمبر سے سائن اِن کریں۔',
  signIn: 'سائن اِن کریں',
  notFound: 'یہ اپائنٹمنٹ آپ کی اپائنٹمنٹس میں نہیں ملی۔',
  notMovable: 'اس اپائنٹمنٹ کا وقت اب نہیں بدلا جا سکتا۔',
});
