import { paths } from '@/config/paths';
import {
  claims as enClaims,
  dataSecurity as enDataSecurity,
  type ProductCard,
  type Service,
  type ServiceTile,
} from '../services';
import type { Localized } from './localized';

export type { ProductCard, Service, ServiceTile };

/** The strip under the hero. The Lab tile has no link: it opens the 'Lab In Progress' modal. */
export const serviceTiles: ServiceTile[] = [
  { id: 'clinic', subtitle: 'کلینک', link: paths.products.clinic },
  { id: 'pharmacy', subtitle: 'فارمیسی', link: paths.products.pharmacy },
  { id: 'hospital', subtitle: 'ہسپتال', link: paths.products.hospital },
  { id: 'online', subtitle: 'آن لائن مشاورت', link: paths.products.onlineConsultation },
  { id: 'lab', subtitle: 'لیب', link: null },
];

export const services: Service[] = [
  {
    id: 'telemedicine',
    title: 'ٹیلی میڈیسن',
    text: 'جس اسکرین پر مریضوں کا ریکارڈ رکھتے ہیں، اسی سے محفوظ HD ویڈیو پر ان کا معائنہ کریں۔ فیس کال سے پہلے وصول ہو جاتی ہے اور نسخہ ایس ایم ایس کے ذریعے مریض تک پہنچ جاتا ہے۔',
    link: paths.products.clinic,
  },
  {
    id: 'emr',
    title: 'الیکٹرانک میڈیکل ریکارڈ (EMR/EHR)',
    text: 'ہر مریض کا ایک الیکٹرانک ریکارڈ: وائٹل سائنز، طبی تاریخ، الرجیاں، لیب رپورٹس اور ہر نسخہ، چند سیکنڈ میں تلاش کے قابل، اور صرف انہی ڈاکٹروں کے ساتھ شیئر جنہیں آپ چنیں۔',
    link: paths.products.clinic,
  },
  {
    id: 'billing',
    title: 'میڈیکل بلنگ',
    text: 'پرنٹ شدہ اور ڈیجیٹل انوائس، مشاورت اور پروسیجر کی فیسیں، پینل اور کارپوریٹ بلنگ اور روزانہ کیش کا ملان، تاکہ ایک ایک روپے کا حساب رہے۔',
    link: paths.products.hospital,
  },
  {
    id: 'appointments',
    title: 'اپائنٹمنٹ مینجمنٹ',
    text: 'ہر ڈاکٹر کے شیڈول کے مطابق آن لائن بکنگ، ایس ایم ایس یاد دہانیاں جن سے غیر حاضری کم ہوتی ہے، ریسیپشن پر ٹوکن نمبر، اور بغیر اپائنٹمنٹ آنے والے مریض بھی اسی قطار میں۔',
    link: paths.products.clinic,
  },
  {
    id: 'ipd',
    title: 'آئی پی ڈی مینجمنٹ',
    text: 'داخلے، بستروں کی الاٹمنٹ، وارڈ راؤنڈز، ادویات کے چارٹ، نرسنگ نوٹس اور ڈسچارج سمری، اور علاج کے ساتھ ساتھ اپ ڈیٹ ہوتا بل۔',
    link: paths.products.hospital,
  },
  {
    id: 'workflow',
    title: 'کام کی نگرانی',
    text: 'انتظار کے وقت، ڈاکٹروں کی مصروفیت، فارمیسی کی فروخت اور عملے کی شفٹوں کے لائیو ڈیش بورڈ۔ مالکان اپنے فون سے ہر برانچ دیکھ سکتے ہیں۔',
    link: paths.products.hospital,
  },
];

export const productCards: ProductCard[] = [
  {
    id: 'clinic',
    title: 'کلینک مینجمنٹ',
    text: 'ایک ڈاکٹر کے کلینک اور کئی شعبوں والے کلینکس کے لیے۔',
    link: paths.products.clinic,
    points: ['اپائنٹمنٹس اور ٹوکن کی قطار', 'الیکٹرانک میڈیکل ریکارڈ اور ڈیجیٹل نسخے', 'ویڈیو مشاورت'],
  },
  {
    id: 'pharmacy',
    title: 'فارمیسی مینجمنٹ',
    text: 'ریٹیل فارمیسیوں اور فارمیسی چینز کے لیے۔',
    link: paths.products.pharmacy,
    points: ['بارکوڈ والا پوائنٹ آف سیل', 'بیچ اور ایکسپائری کا حساب', 'سپلائرز اور شفٹوں کی رپورٹس'],
  },
  {
    id: 'hospital',
    title: 'ہسپتال مینجمنٹ',
    text: '20 یا اس سے زیادہ بستروں والے ہسپتالوں کے لیے۔',
    link: paths.products.hospital,
    points: ['او پی ڈی، آئی پی ڈی اور داخلے', 'ڈیوٹی روسٹر اور وارڈز', 'لیب اور بلنگ ایک ساتھ'],
  },
  {
    id: 'online',
    title: 'آن لائن مشاورت',
    text: 'ان مریضوں کے لیے جو سفر کیے بغیر ڈاکٹر سے ملنا چاہتے ہیں۔',
    link: paths.products.onlineConsultation,
    points: ['PMDC سے رجسٹرڈ ڈاکٹر', 'گھر بیٹھے محفوظ ویڈیو کال', 'نسخہ آپ کے فون پر'],
  },
];

export const claims: Localized<typeof enClaims> = [
  { id: 'clinics', value: '1,100+', label: 'کلینک SehatLink پر چل رہے ہیں' },
  { id: 'pharmacies', value: '5,000+', label: 'فارمیسیاں اور ہسپتال SehatLink استعمال کر رہے ہیں' },
  { id: 'patients', value: '300,000+', label: 'مریضوں کو سہولت فراہم کی گئی' },
];

export const dataSecurity: Localized<typeof enDataSecurity> = {
  title: 'آپ کا ڈیٹا صرف آپ کا',
  text: 'مریضوں کا ریکارڈ سب سے حساس معلومات میں سے ہے۔ SehatLink اس طرح بنایا گیا ہے کہ اسے صرف آپ اور وہ عملہ پڑھ سکے جسے آپ اجازت دیں۔',
  points: [
    {
      id: 'own',
      title: 'آپ اپنے ڈیٹا کے مالک ہیں',
      text: 'ہر ریکارڈ آپ کے کلینک، فارمیسی یا ہسپتال کی ملکیت ہے۔ جب چاہیں، اسے مکمل طور پر ایکسپورٹ کر لیں۔',
    },
    {
      id: 'blind',
      title: 'ہم اسے نہیں دیکھ سکتے',
      text: 'ریکارڈز آپ کے اکاؤنٹ کے لیے انکرپٹ کیے جاتے ہیں۔ SehatLink کے عملے کو آپ کے مریضوں کی معلومات تک کوئی رسائی نہیں۔',
    },
    {
      id: 'no-third-party',
      title: 'کوئی تیسرا فریق اسے نہیں سنبھالتا',
      text: 'ہم آپ کا ڈیٹا کبھی بھی اشتہاری کمپنیوں، انشورنس کمپنیوں یا کسی اور تیسرے فریق کو نہ فروخت کرتے ہیں، نہ شیئر کرتے ہیں اور نہ ہی حوالے کرتے ہیں۔',
    },
  ],
};
