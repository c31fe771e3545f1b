import { translate } from '@/lib/i18n/catalogue';
import type { dashboardDoctorCatalogue } from './doctor.en';

export const ur = translate<typeof dashboardDoctorCatalogue>('dashboard-doctor', {
  doctorDashboard: 'ڈاکٹر ڈیش بورڈ',
  overview: 'خلاصہ',
  onlineConsultations: 'آن لائن مشاورتیں',
  doctor: 'ڈاکٹر',
  pmdc: 'PMDC {pmdc}',
  whatToDoNext: 'اب کیا کریں',
  theSehatlinkDoctorApp: 'SehatLink ڈاکٹر ایپ',
  takeVideoConsultationsSeeToday: 'اپنے فون سے ویڈیو مشاورت کریں، آج کے مریض دیکھیں اور نسخے لکھیں۔',
  questionsAboutPayoutsYourProfile:
    'ادائیگیوں، اپنی پروفائل یا تصدیق کے بارے میں سوال ہے؟ {helpline}: <phone>{phone}</phone> یا <email>{email}</email>۔',
  howOnlineConsultationsWork: 'آن لائن مشاورت کیسے ہوتی ہے',
  aPatientBooksOneOf: 'مریض آپ کی آن لائن مشاورت کا کوئی وقت بُک کرتا ہے۔',
  atTheBookedTimeOpen: 'بُک شدہ وقت پر ڈاکٹر ایپ میں اپائنٹمنٹ کھولیں اور ویڈیو کال شروع کریں۔',
  thePatientSPhoneOr:
    'مریض کا فون یا براؤزر {seconds} سیکنڈ تک بجتا ہے۔ اگر کال چھوٹ جائے تو ایک منٹ رک کر دوبارہ کال کریں۔',
  afterTheCallWriteThe: 'کال کے بعد ای نسخہ لکھیں؛ مریض کو یہ فوراً مل جاتا ہے۔',
  forASmoothCall: 'اچھی کال کے لیے',
  useWiFiOrA: 'وائی فائی یا مضبوط 4G سگنل استعمال کریں اور ایپ اپ ڈیٹ رکھیں۔',
  sitInAQuietWell: 'کسی پُرسکون اور روشن کمرے میں بیٹھیں تاکہ آپ کا چہرہ صاف نظر آئے۔',
  reviewThePatientSHistory: 'کال سے پہلے مریض کی ہسٹری اور رپورٹس دیکھ لیں۔',
  ifTheLineDropsCall: 'اگر کال کٹ جائے تو اسی اپائنٹمنٹ سے دوبارہ کال کریں تاکہ ریکارڈ ایک جگہ رہے۔',
  doctorSignIn: 'ڈاکٹر سائن اِن',
  joinAsADoctor: 'بطور ڈاکٹر شامل ہوں',
  installTheSehatlinkDoctorApp: 'SehatLink ڈاکٹر ایپ انسٹال کریں',
  consultationsYourAppointmentListAnd:
    'مشاورت، اپائنٹمنٹس کی فہرست اور ای نسخے ایپ میں ہیں۔ وہاں اپنے PMDC نمبر اور پاس ورڈ سے سائن اِن کریں۔',
  completeYourProfile: 'اپنی پروفائل مکمل کریں',
  addYourPhotoQualificationsExperience:
    'اپنی تصویر، تعلیمی قابلیت، تجربہ اور مشاورت کی فیس شامل کریں۔ مکمل پروفائل مریضوں کو آپ کے انتخاب میں مدد دیتی ہے۔',
  setYourOnlineHours: 'اپنے آن لائن اوقات طے کریں',
  chooseTheDaysAndTimes:
    'وہ دن اور اوقات چنیں جن میں آپ ویڈیو مشاورت کرتے ہیں۔ مریض صرف آپ کے کھولے ہوئے اوقات بُک کر سکتے ہیں۔',
  linkYourClinics: 'اپنے کلینکس منسلک کریں',
  clinicsOnSehatlinkAddYou:
    'SehatLink پر موجود کلینکس آپ کو آپ کے PMDC نمبر سے شامل کرتے ہیں، تاکہ ان کی کلینک اپائنٹمنٹس بھی اسی ایپ میں نظر آئیں۔',
});
