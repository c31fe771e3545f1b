import { translate } from '@/lib/i18n/catalogue';
import type { authSignInCatalogue } from './sign-in.en';

export const ur = translate<typeof authSignInCatalogue>('auth-sign-in', {
  noActiveBranch:
    'اس اکاؤنٹ کی ابھی کوئی فعال برانچ نہیں۔ براہِ کرم SehatLink سپورٹ کو کال کریں تاکہ ہم آپ کے لیے برانچ بنا دیں۔',
  doctorSignIn: 'ڈاکٹر سائن اِن',
  yourPakistanMedicalDentalCouncil: 'پاکستان میڈیکل اینڈ ڈینٹل کونسل کا آپ کا رجسٹریشن نمبر، مثلاً 12345-P',
  useADifferentPmdcNumber: 'دوسرا PMDC نمبر استعمال کریں',
  noDoctorAccountUsesPmdc: 'PMDC نمبر {pmdc} کا کوئی ڈاکٹر اکاؤنٹ نہیں',
  checkTheNumberForTyping:
    'نمبر میں ٹائپنگ کی غلطی دیکھ لیں، یا اپنا اکاؤنٹ بنانے کے لیے <link>بطور ڈاکٹر سائن اَپ کریں</link>۔',
  youHaveNotSetA: 'آپ نے ابھی پاس ورڈ نہیں بنایا',
  yourClinicAddedYouTo:
    'آپ کے کلینک نے آپ کو SehatLink پر شامل کیا ہے۔ اپنے رجسٹرڈ موبائل نمبر پر آنے والے کوڈ سے پاس ورڈ بنائیں، پھر سائن اِن کریں۔',
  setMyPassword: 'میرا پاس ورڈ بنائیں',
  useADifferentAccount: 'دوسرا اکاؤنٹ استعمال کریں',
  ownerYourPk: 'مثلاً \u2066owner@your{noun}.pk\u2069',
  thisIsAAccount: 'یہ {noun} کا اکاؤنٹ ہے',
  pleaseSignInOnThe: 'براہِ کرم <link>{noun} کے سائن اِن صفحے</link> پر سائن اِن کریں۔',
  signInToThisBranch: 'اس برانچ میں سائن اِن کریں',
  otherSignInPages: 'دوسرے سائن اِن صفحات',
  notTheRightAccountSign: 'درست اکاؤنٹ نہیں؟ اس طور سائن اِن کریں:',
  patientSignIn: 'مریض سائن اِن',
  weWillTextA6: 'ہم اس نمبر پر 6 ہندسوں کا کوڈ بھیجیں گے۔',
  yourNameOptional: 'آپ کا نام (اختیاری)',
  onlyNeededTheFirstTime: 'صرف پہلی بار سائن اِن پر ضروری ہے، تاکہ آپ کے ڈاکٹر کو معلوم ہو کہ آپ کون ہیں۔',
  forgotPassword: 'پاس ورڈ بھول گئے؟',
  youAreAlreadySignedIn: 'آپ پہلے ہی بطور {name} سائن اِن ہیں',
  staffSignIn: 'عملہ سائن اِن',
  username: 'یوزر نیم',
  givenToYouByYour: 'جو آپ کے کلینک نے دیا ہو، مثلاً reception.gulberg',
  forgotYourPasswordAskYour:
    'پاس ورڈ بھول گئے؟ اپنے کلینک کے مالک یا منیجر سے کہیں کہ عملے کی سیٹنگز سے اسے ری سیٹ کریں۔',
  forDoctors: 'ڈاکٹروں کے لیے',
  signInWithYourPmdc: 'اپنے PMDC رجسٹریشن نمبر سے سائن اِن کریں۔',
  yourPracticeOnSehatlink: 'SehatLink پر آپ کی پریکٹس',
  yourAppointmentsAcrossEveryClinic: 'جن کلینکس میں آپ کام کرتے ہیں، سب کی اپائنٹمنٹس ایک جگہ',
  passwordSavedSignInWith: 'پاس ورڈ محفوظ ہو گیا۔ نئے پاس ورڈ سے سائن اِن کریں۔',
  newToSehatlinkSignUp: 'SehatLink پر نئے ہیں؟ سائن اَپ کریں',
  forOwners: '{noun} مالکان کے لیے',
  sehatlinkManagement: 'SehatLink {label} مینجمنٹ',
  newToSehatlinkRegisterYour: 'SehatLink پر نئے ہیں؟ اپنا {noun} رجسٹر کریں',
  forPatients: 'مریضوں کے لیے',
  signInWithYourMobile:
    'اپنے موبائل نمبر سے سائن اِن کریں۔ پاس ورڈ کی ضرورت نہیں: ہم آپ کو ایک بار استعمال ہونے والا کوڈ بھیجتے ہیں۔',
  withYourSehatlinkAccount: 'اپنے SehatLink اکاؤنٹ سے',
  bookInClinicAppointmentsWith: 'PMDC سے رجسٹرڈ ڈاکٹروں کے ساتھ کلینک میں اپائنٹمنٹ بُک کریں',
  seeADoctorByVideo: 'گھر بیٹھے ویڈیو کال پر ڈاکٹر سے ملیں',
  takeIncomingCallsFromYour: 'اپنے ڈاکٹر کی کال یہیں براؤزر میں سنیں',
  bookLabTestsWithHome: 'گھر سے نمونہ لینے کی سہولت کے ساتھ لیب ٹیسٹ بُک کریں',
  verifyAndSignIn: 'تصدیق کریں اور سائن اِن کریں',
  changeNumber: 'نمبر تبدیل کریں',
  forClinicStaff: 'کلینک کے عملے کے لیے',
  receptionistsNursesAndManagersSign:
    'ریسپشنسٹ، نرسیں اور منیجر اس یوزر نیم سے سائن اِن کرتے ہیں جو ان کے کلینک نے بنایا ہو۔',
  atTheFrontDesk: 'استقبالیہ پر',
  bookAndReschedulePatientsAppointments: 'مریضوں کی اپائنٹمنٹس بُک کریں اور ان کا وقت بدلیں',
  manageTheWaitingQueueFor: 'ہر ڈاکٹر کی انتظار کی قطار سنبھالیں',
  printDigitalInvoicesAndReceipts: 'ڈیجیٹل انوائس اور رسیدیں پرنٹ کریں',
  keepPatientRecordsUpTo: 'مریضوں کا ریکارڈ تازہ رکھیں',
  otherFacilityHint:
    'کیا یہ {first} یا {second} کا اکاؤنٹ ہے؟ <first>{first} کے سائن اِن صفحے</first> یا <second>{second} کے سائن اِن صفحے</second> پر سائن اِن کریں۔',
  managesBranches: '<email>{email}</email> کی {count} برانچیں ہیں۔',
  goToYourProfile: '<link>اپنے پروفائل پر جائیں</link> یا دوسرا اکاؤنٹ استعمال کرنے کے لیے اوپر مینو سے سائن آؤٹ کریں۔',
  goToYourDashboard:
    '<link>اپنے ڈیش بورڈ پر جائیں</link> یا دوسرا اکاؤنٹ استعمال کرنے کے لیے اوپر مینو سے سائن آؤٹ کریں۔',
});
