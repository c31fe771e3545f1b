// Urdu titles and descriptions for search results and browser tabs. The keys are the English route
// patterns; prices and phone numbers are written as in English (no bidi isolates in <head>).
import { paths } from '@/config/paths';
import type { PageMeta } from '../seo';

export type { PageMeta };

const brand = 'SehatLink';
/** An inner page's title: its name before the brand. */
export const pageTitle = (name: string): string => `${name} | ${brand}`;
/** An inner page's entry. */
const page = (name: string, description: string): PageMeta => ({ title: pageTitle(name), description });

/** Title and description per route pattern. */
export const seo: Record<string, PageMeta> = {
  [paths.home]: {
    title: `${brand} | پاکستان میں کلینک، فارمیسی اور ہسپتال سافٹ ویئر اور آن لائن ڈاکٹر`,
    description:
      'پاکستان بھر میں کلینک یا آن لائن ڈاکٹر سے اپائنٹمنٹ بک کریں، اور اپنا کلینک، فارمیسی یا ہسپتال SehatLink پر چلائیں: الیکٹرانک میڈیکل ریکارڈ، بلنگ، اسٹاک اور ٹیلی میڈیسن ایک محفوظ پلیٹ فارم پر۔',
  },
  [paths.about]: page(
    'ہمارے بارے میں',
    'SehatLink لاہور میں قائم ای ہیلتھ کمپنی ہے جو 300,000+ مریضوں کو ڈاکٹروں سے جوڑتی ہے اور پاکستان میں 1,100+ کلینکس اور 5,000+ فارمیسیوں اور ہسپتالوں کو سافٹ ویئر فراہم کرتی ہے۔',
  ),
  [paths.contactUs]: page(
    'رابطہ کریں',
    'SehatLink سے 24/7 بات کریں: 0311-1222398 پر کال کریں یا ہمیں پیغام بھیجیں۔ اپائنٹمنٹ، ڈیمو، سبسکرپشن اور اپنے کلینک، فارمیسی یا ہسپتال کے اکاؤنٹ کے بارے میں مدد حاصل کریں۔',
  ),
  [paths.blogs]: page('صحت بلاگ', 'SehatLink کے ڈاکٹروں کے صحت، خوبصورتی اور تندرستی سے متعلق مضامین۔'),
  [paths.products.clinic]: page(
    'کلینک مینجمنٹ سسٹم',
    'پاکستانی کلینکس کے لیے اپائنٹمنٹس، الیکٹرانک میڈیکل ریکارڈ، ڈیجیٹل نسخے، بلنگ اور ویڈیو مشاورت۔ پلان Rs. 2,000 ماہانہ سے شروع۔',
  ),
  [paths.products.pharmacy]: page(
    'فارمیسی مینجمنٹ سافٹ ویئر',
    'پاکستان کی فارمیسیوں کے لیے پوائنٹ آف سیل، ایکسپائری الرٹ کے ساتھ اسٹاک، سپلائرز اور شفٹوں کا انتظام اور آمدنی کی رپورٹس۔ پلان Rs. 2,000 ماہانہ سے شروع۔',
  ),
  [paths.products.hospital]: page(
    'ہسپتال مینجمنٹ سسٹم',
    'پاکستان کے ہسپتالوں کے لیے او پی ڈی اور آئی پی ڈی مینجمنٹ، داخلے، ڈیوٹی روسٹر، لیب اور فارمیسی کا انضمام اور بلنگ۔ پلان Rs. 5,500 ماہانہ سے شروع۔',
  ),
  [paths.products.onlineConsultation]: page(
    'آن لائن مشاورت',
    'گھر بیٹھے محفوظ ویڈیو کال پر PMDC سے رجسٹرڈ ڈاکٹر سے ملیں۔ SehatLink پر پاکستان بھر کے اسپیشلسٹ ڈاکٹروں سے آن لائن مشاورت بک کریں۔',
  ),
  [paths.login.patient]: page('مریض سائن اِن', 'اپنے موبائل نمبر سے SehatLink میں سائن اِن کریں۔'),
  [paths.login.doctor]: page('ڈاکٹر سائن اِن', 'اپنے SehatLink ڈاکٹر اکاؤنٹ میں سائن اِن کریں۔'),
  [paths.login.clinic]: page('کلینک سائن اِن', 'SehatLink کلینک مینجمنٹ سسٹم میں سائن اِن کریں۔'),
  [paths.login.hospital]: page('ہسپتال سائن اِن', 'SehatLink ہسپتال مینجمنٹ سسٹم میں سائن اِن کریں۔'),
  [paths.login.pharmacy]: page('فارمیسی سائن اِن', 'SehatLink فارمیسی مینجمنٹ سسٹم میں سائن اِن کریں۔'),
  [paths.login.staff]: page('عملہ سائن اِن', 'اپنے SehatLink کلینک اسٹاف اکاؤنٹ میں سائن اِن کریں۔'),
  [paths.signup.pharmacy]: page('فارمیسی سائن اَپ', 'اپنی فارمیسی SehatLink پر رجسٹر کریں۔'),
  [paths.signup.hospital]: page('ہسپتال سائن اَپ', 'اپنا ہسپتال SehatLink پر رجسٹر کریں۔'),
  [paths.signup.default]: page('سائن اَپ', 'اپنا SehatLink اکاؤنٹ بنائیں۔'),
  [paths.patientProfile]: page('میری پروفائل', 'آپ کی SehatLink مریض پروفائل اور اپائنٹمنٹس۔'),
  [paths.clinicDashboard]: page('کلینک ڈیش بورڈ', 'آپ کا SehatLink کلینک ڈیش بورڈ۔'),
  [paths.doctorDashboard]: page('ڈاکٹر ڈیش بورڈ', 'آپ کا SehatLink ڈاکٹر ڈیش بورڈ۔'),
  [paths.doctorsSearch]: page(
    'ڈاکٹر تلاش کریں',
    'PMDC سے رجسٹرڈ ڈاکٹروں کو شعبے اور شہر کے لحاظ سے تلاش کریں اور کلینک میں یا آن لائن اپائنٹمنٹ بک کریں۔',
  ),
  [paths.doctorProfile]: page(
    'ڈاکٹر کی پروفائل',
    'فیس، تجربہ، مریضوں کی آراء، کلینکس کے پتے اور دستیاب اوقات۔ کلینک میں یا آن لائن اپائنٹمنٹ بک کریں۔',
  ),
  [paths.labs]: page(
    'میڈیکل ٹیسٹ لیبز',
    'پاکستان کی میڈیکل ٹیسٹ لیبز کا ٹیسٹوں، قیمتوں اور رپورٹ کے وقت سے موازنہ کریں، اور برانچ میں یا گھر سے نمونے کے ساتھ بک کریں۔',
  ),
  [paths.lab]: page(
    'میڈیکل ٹیسٹ لیب',
    'لیب ٹیسٹ، ان کی قیمتیں، برانچیں اور گھر سے نمونہ لینے کی سہولت۔ آن لائن بک کریں۔',
  ),
  [paths.checkout]: page('ادائیگی', 'اپنی SehatLink اپائنٹمنٹ کی ادائیگی کریں۔'),
  [paths.reschedule]: page('اپائنٹمنٹ کا وقت بدلیں', 'اپنی SehatLink اپائنٹمنٹ کو کسی اور خالی وقت پر منتقل کریں۔'),
  [paths.privacy.faqs]: page(
    'عمومی سوالات',
    'اپائنٹمنٹ بک کرنے، آن لائن مشاورت، ادائیگی، رقم کی واپسی اور SehatLink سافٹ ویئر سبسکرپشن کے بارے میں سوالات کے جواب۔',
  ),
  [paths.privacy.paymentPolicy]: page(
    'ادائیگی کی پالیسی',
    'SehatLink مشاورت اور سبسکرپشن کی ادائیگی کیسے وصول کرتا ہے، اور رقم کی واپسی کیسے ہوتی ہے۔',
  ),
  [paths.privacy.termCondition]: page(
    'شرائط و ضوابط',
    'SehatLink کی ویب سائٹ، ایپس، آن لائن مشاورت اور سافٹ ویئر سبسکرپشن کے استعمال کی شرائط۔',
  ),
  [paths.privacy.privacyPolicy]: page(
    'پرائیویسی پالیسی',
    'SehatLink کون سا ذاتی اور طبی ڈیٹا جمع کرتا ہے، کیوں کرتا ہے، اسے کون دیکھ سکتا ہے اور آپ اس پر کیسے اختیار رکھتے ہیں۔',
  ),
};

export const notFoundMeta: PageMeta = page('صفحہ نہیں ملا', 'آپ جو صفحہ تلاش کر رہے ہیں وہ SehatLink پر موجود نہیں۔');

/** Shown in place of the app when JavaScript is off. */
export const noscriptMessage =
  'اپائنٹمنٹ بک کرنے اور سائن اِن کے لیے براؤزر میں جاوا اسکرپٹ آن ہونا ضروری ہے۔ مدد کے لیے 0311-1222398 پر کال کریں۔';
