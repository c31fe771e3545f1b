import { translate } from '@/lib/i18n/catalogue';
import type { pagesCatalogue } from './en';

export const ur = translate<typeof pagesCatalogue>('pages', {
  makingHealthcareWorkBetterFor: 'پاکستان میں ہر ایک کے لیے صحت کی بہتر سہولت',
  ourStory: 'ہماری کہانی',
  whatWeStandFor: 'ہمارے اصول',
  visitUs: 'ہم سے ملیں',
  ourTeamWorksFrom:
    'ہماری ٹیم {address} سے کام کرتی ہے۔ <phone>{phone}</phone> ({helpline}) پر کال کریں یا <email>{email}</email> پر ای میل کریں۔',
  seeSehatlinkInYourOwn: 'SehatLink کو اپنے ادارے میں کام کرتے دیکھیں',
  aProductSpecialistWillWalk: 'ہمارا ماہر آپ کے اپنے ڈاکٹروں، اسٹاک اور خدمات کے ساتھ پورا سسٹم دکھائے گا۔',
  skinAndHairCareFrom: 'جلد اور بالوں کی دیکھ بھال، ہمارے ماہرینِ جلد کی زبانی',
  bookADermatologist: 'ماہرِ جلد سے اپائنٹمنٹ لیں',
  weReHereToHelp: 'ہم دن رات آپ کی مدد کے لیے حاضر ہیں',
  reachUsDirectly: 'براہِ راست رابطہ کریں',
  repliesWithinOneWorkingDay: 'ایک کاروباری دن میں جواب',
  mondayToSaturday9A: 'پیر تا ہفتہ، صبح 9 سے شام 6 بجے تک',
  wantToSeeTheSoftware:
    'پہلے سافٹ ویئر دیکھنا چاہتے ہیں؟ <link>واٹس ایپ پر ڈیمو کی درخواست کریں<hidden> (نئی ٹیب میں کھلے گا)</hidden></link>',
  sendUsAMessage: 'ہمیں پیغام بھیجیں',
  frequentlyAskedQuestions: 'عمومی سوالات',
  stillNeedHelp: 'اب بھی مدد چاہیے؟',
  call2:
    '<phone>{phone}</phone> ({helpline}) پر کال کریں، <email>{email}</email> پر ای میل کریں یا ہمارا <form>رابطہ فارم</form> استعمال کریں۔',
  weCouldnTFindThat: 'یہ صفحہ نہیں ملا',
  goToTheHomePage: 'ہوم پیج پر جائیں',
  findADoctor: 'ڈاکٹر تلاش کریں',
  contactSupport: 'سپورٹ سے رابطہ کریں',
  packages: 'پیکجز',
  readyToGoPaperless: 'کاغذ سے نجات کے لیے تیار ہیں؟',
  mostClinicsAreLiveOn:
    'زیادہ تر کلینک سائن اَپ کے دن ہی کام شروع کر دیتے ہیں۔ ہماری ٹیم آپ کے ڈاکٹر، فیسیں اور اوقات خود ترتیب دیتی ہے۔',
  planYourHospitalSMove: 'اپنے ہسپتال کو ڈیجیٹل بنانے کا منصوبہ بنائیں',
  ourImplementationTeamMapsYour:
    'ہماری ٹیم آپ کے شعبوں، وارڈز اور پینلز کا جائزہ لیتی ہے اور آغاز سے پہلے ہر شفٹ کو تربیت دیتی ہے۔',
  howItWorks: 'یہ کیسے کام کرتا ہے',
  whyPatientsChooseSehatlink: 'مریض SehatLink کیوں چنتے ہیں',
  areYouADoctor: 'کیا آپ ڈاکٹر ہیں؟',
  consultPatientsFromAnywhereIn:
    'پاکستان میں کہیں سے بھی مریضوں کو مشورہ دیں۔ اپنی فیس اور اوقات خود طے کریں؛ ادائیگیاں اور یاد دہانیاں ہم سنبھالتے ہیں۔',
  subscriptionPackages: 'سبسکرپشن پیکجز',
  bringYourPharmacyOnlineThis: 'اسی ہفتے اپنی فارمیسی آن لائن لائیں',
  weImportYourExistingStock:
    'ہم آپ کی موجودہ اسٹاک لسٹ منتقل کرتے ہیں اور کاؤنٹر کے عملے کو بغیر اضافی قیمت کے تربیت دیتے ہیں۔',
  aboutUs: 'ہمارے بارے میں',
  contactUs: 'ہم سے رابطہ کریں',
  blogBeauty: 'بلاگ · خوبصورتی',
  practicalEvidenceBasedAdviceFor:
    'پاکستانی جلد اور موسم کے لیے عملی اور تحقیق پر مبنی مشورے، جنہیں PMDC سے رجسٹرڈ ڈاکٹروں نے لکھا اور جانچا ہے۔',
  questionsAboutAnAppointmentA:
    'اپائنٹمنٹ، سبسکرپشن یا اپنے اکاؤنٹ کے بارے میں کوئی سوال ہے؟ ہماری 24/7 کسٹمر سپورٹ ٹیم کو کال کریں یا پیغام بھیجیں، ہم ایک کاروباری دن میں جواب دیں گے۔',
  helpCentre: 'مدد کا مرکز',
  quickAnswersAboutAppointmentsOnline:
    'اپائنٹمنٹس، آن لائن مشاورت، ادائیگیوں اور طبی اداروں کے لیے ہمارے سافٹ ویئر سے متعلق فوری جوابات۔',
  error404: 'خرابی 404',
  theLinkMayBeOut: 'ہو سکتا ہے لنک پرانا ہو یا پتہ غلط لکھا گیا ہو۔ یہ صفحات شاید آپ کے کام آئیں۔',
  seePackages: 'پیکجز دیکھیں',
  clinicLogin: 'کلینک لاگ اِن',
  builtAroundAClinicS: 'کلینک کے روزمرہ کام کے مطابق بنایا گیا',
  signUpYourClinic: 'اپنا کلینک رجسٹر کریں',
  signUpYourHospital: 'اپنا ہسپتال رجسٹر کریں',
  hospitalLogin: 'ہسپتال لاگ اِن',
  oneSystemFromAdmissionTo: 'داخلے سے ڈسچارج تک ایک ہی سسٹم',
  findADoctorOnline: 'آن لائن ڈاکٹر تلاش کریں',
  doctorLogin: 'ڈاکٹر لاگ اِن',
  signUpYourPharmacy: 'اپنی فارمیسی رجسٹر کریں',
  pharmacyLogin: 'فارمیسی لاگ اِن',
  everythingBehindTheCounter: 'کاؤنٹر کے پیچھے کا سارا کام',
  pricesInPakistaniRupeesEvery:
    'قیمتیں پاکستانی روپوں میں۔ ہر پیکج میں ڈیجیٹل انوائس، ڈیجیٹل ریکارڈ اور عملے کی مفت تربیت شامل ہے۔',
});
