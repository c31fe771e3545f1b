import { translate } from '@/lib/i18n/catalogue';
import type { demoRequestCatalogue } from './en';

export const ur = translate<typeof demoRequestCatalogue>('demo-request', {
  emailExample: 'مثلاً \u2066rabia@clinic.pk\u2069',
  requestADemo: 'ڈیمو کی درخواست کریں',
  sent: 'شکریہ۔ {product} کا ماہر ایک کاروباری دن کے اندر آپ کو کال کر کے مفت ڈیمو کا وقت طے کرے گا۔',
  intro:
    'دیکھیں کہ {product} کیسے کام کرتا ہے۔ اپنی تفصیلات دیں، ہماری ٹیم آپ کی سہولت کے وقت مفت تعارفی ڈیمو کا انتظام کرے گی۔',
  fullName: 'پورا نام',
  email: 'ای میل',
  requestDemo: 'ڈیمو کی درخواست بھیجیں',
});
