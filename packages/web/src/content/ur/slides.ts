import { clinicArt, hospitalArt, pharmacyArt } from '@/assets/hero';
import { DemoFor } from '@/config/constants';
import { HERO_IMAGE_SIZE, type HeroSlide } from '../slides';

export { HERO_IMAGE_SIZE, type HeroSlide };

/**
 * The three hero slides in Urdu. The hero prints `title` and then the highlighted `highlight`, so
 * each title ends with a colon and the highlight is the product's name on its own (it is also
 * used in the slide buttons' labels).
 */
export const heroSlides: HeroSlide[] = [
  {
    id: DemoFor.CLINIC_MANAGEMENT,
    title: 'پورا کلینک ایک ہی نظام پر:',
    highlight: 'کلینک مینجمنٹ',
    text: 'اپائنٹمنٹس، مریضوں کا ریکارڈ، ڈیجیٹل نسخے، بلنگ اور ویڈیو مشاورت، سب ایک ہی سسٹم میں۔ آپ کا ریسیپشن، ڈاکٹر اور اکاؤنٹس ایک نظر میں پورے دن کا حال دیکھتے ہیں۔',
    src: clinicArt,
    alt: 'ایک کلینک کی عمارت اور اس کے ساتھ اپائنٹمنٹ کیلنڈر کی تصویر',
  },
  {
    id: DemoFor.PHARMACY,
    title: 'تیز فروخت، پورا حساب:',
    highlight: 'فارمیسی مینجمنٹ',
    text: 'بارکوڈ سے بلنگ، بیچ اور ایکسپائری کا حساب، سپلائرز کو آرڈر اور ہر شفٹ کی فروخت کی رپورٹ۔ اب زیادہ بکنے والی کوئی دوا کبھی ختم نہیں ہوگی۔',
    src: pharmacyArt,
    alt: 'دواؤں کی بوتلوں سے بھرے فارمیسی کے شیلف اور ایک کیپسول کی تصویر',
  },
  {
    id: DemoFor.HOSPITAL,
    title: 'ہسپتال کا ہر وارڈ ایک دوسرے سے جڑا ہوا:',
    highlight: 'ہسپتال مینجمنٹ',
    text: 'او پی ڈی اور آئی پی ڈی، داخلہ اور ڈسچارج، ڈیوٹی روسٹر، لیب کے نتائج اور بلنگ، سب ایک محفوظ پلیٹ فارم پر — 20 بستروں کے ہسپتال سے لے کر کئی شاخوں والے نیٹ ورک تک۔',
    src: hospitalArt,
    alt: 'ہسپتال کی عمارت کی تصویر جس پر طبی علامت (کراس) کا نشان ہے',
  },
];
