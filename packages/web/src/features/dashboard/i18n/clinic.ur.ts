import { translate } from '@/lib/i18n/catalogue';
import type { dashboardClinicCatalogue } from './clinic.en';

export const ur = translate<typeof dashboardClinicCatalogue>('dashboard-clinic', {
  clinicDashboard: 'کلینک ڈیش بورڈ',
  clinic: 'کلینک',
  atTheFrontDesk: 'استقبالیہ پر',
  gettingYourStarted: 'اپنا {noun} شروع کریں',
  needAnAccountChangeOr:
    'اکاؤنٹ میں تبدیلی یا نیا پاس ورڈ چاہیے؟ اپنے کلینک کے مالک سے کہیں۔ {helpline}: <phone>{phone}</phone>',
  notHadYourOnboardingCall:
    'ابھی تک آغاز کی کال نہیں ہوئی؟ {helpline}: <phone>{phone}</phone> · عملہ <staff>{staffPath}</staff> پر سائن اِن کرے',
  logo: '{label} کا لوگو',
  clinicStaff: 'کلینک کا عملہ',
  owner: '{label} کے مالک',
  workingOnBranch: 'آپ اس برانچ پر کام کر رہے ہیں',
  switchBranch: 'برانچ تبدیل کریں',
  switchBranchHint: 'آپ کے اکاؤنٹ میں {count} برانچیں ہیں۔ ڈیش بورڈ وہی برانچ دکھاتا ہے جو آپ منتخب کریں۔',
  branchSwitched: 'اب آپ {name} پر کام کر رہے ہیں۔',
  switchFailed: 'ہم اس برانچ پر منتقل نہیں ہو سکے۔ براہِ کرم دوبارہ کوشش کریں۔',
  branchesUnavailable: 'آپ کی برانچ کی تفصیلات لوڈ نہیں ہو سکیں۔ براہِ کرم صفحہ دوبارہ لوڈ کریں۔',
  planLimits: 'پلان کی حدیں',
  everyPharmacyPlanIncludes: 'ہر فارمیسی پلان میں شامل ہے:',
  howManyDoctorsStaffAccounts: 'ہر پلان میں کتنے ڈاکٹر، عملے کے اکاؤنٹس اور فی مریض ریکارڈ کتنی اٹیچمنٹس کی اجازت ہے:',
  plan: 'پلان',
  staff: 'عملہ',
  attachments: 'اٹیچمنٹس',
  alsoIncludes: 'اس میں یہ بھی شامل ہے',
  notListed: 'درج نہیں',
  everyPlanIncludes: 'ہر پلان میں {features} شامل ہے۔',
  needMoreDoctorsOrStaff:
    'مزید ڈاکٹر یا عملے کے اکاؤنٹس چاہییں؟ نیچے سپورٹ کی درخواست بھیجیں، ہم آپ کا پلان اپ گریڈ کر دیں گے۔',
  compare: '{noun} کے پیکجز اور قیمتوں کا موازنہ کریں',
  clinicHospitalAndPharmacyOwners: 'کلینک، ہسپتال اور فارمیسی کے مالکان اور ان کے عملے',
  facilityDashboard: '{label} ڈیش بورڈ',
  staffDashboard: 'عملے کا ڈیش بورڈ',
  clinicSignIn: 'کلینک سائن اِن',
  hospitalSignIn: 'ہسپتال سائن اِن',
  pharmacySignIn: 'فارمیسی سائن اِن',
  staffSignIn: 'عملہ سائن اِن',
  checkTodaySAppointments: 'آج کی اپائنٹمنٹس دیکھیں',
  confirmArrivalsAndKeepEach: 'آمد کی تصدیق کریں اور ہر ڈاکٹر کی قطار چلتی رکھیں۔',
  registerWalkInPatients: 'بغیر اپائنٹمنٹ آنے والے مریض رجسٹر کریں',
  addNewPatientsWithTheir: 'نئے مریض ان کے موبائل نمبر کے ساتھ شامل کریں تاکہ ان کا ریکارڈ ان کے ساتھ رہے۔',
  printInvoicesAndReceipts: 'انوائس اور رسیدیں پرنٹ کریں',
  everyPaymentGetsADigital: 'ہر ادائیگی کی ڈیجیٹل انوائس بنتی ہے جو مریض اپنے پاس رکھ سکتا ہے۔',
  addYourDoctorsAndStaff: 'اپنے ڈاکٹر اور عملہ شامل کریں',
  eachStaffMemberGetsA:
    'عملے کے ہر رکن کو یوزر نیم ملتا ہے اور وہ عملے کے سائن اِن صفحے پر سائن اِن کرتا ہے۔ آپ کا پلان طے کرتا ہے کہ آپ کے {noun} کے کتنے اکاؤنٹس ہو سکتے ہیں۔',
  setTimingsAndFees: 'اوقات اور فیسیں طے کریں',
  addEachDoctorSDays:
    'ہر ڈاکٹر کے دن، اوقات اور مشاورت کی فیس شامل کریں تاکہ مریض کلینک اور آن لائن اپائنٹمنٹس بُک کر سکیں۔',
  runYourDayOnSehatlink: 'اپنا پورا دن SehatLink پر چلائیں',
  appointmentsTheWaitingQueuePrescriptions:
    'اپائنٹمنٹس، انتظار کی قطار، نسخے، ڈیجیٹل انوائس اور رپورٹس، سب آپ کے مینجمنٹ سسٹم میں۔',
  addressInCity: '<address>{address}</address>، {city}',
});
