import { paths } from '@/config/paths';
import type { Plan, StartingPrice } from '../pricing';

export type { Plan, StartingPrice };

/** Starting prices of SPEC section 9, in PKR, billed monthly. */
export const startingPrices: StartingPrice[] = [
  { id: 'clinic', product: 'کلینک', price: 2000, discount: 500, link: paths.products.clinicPackages },
  { id: 'hospital', product: 'ہسپتال', price: 5500, discount: 500, link: paths.products.hospital },
  { id: 'pharmacy', product: 'فارمیسی', price: 2000, discount: 500, link: paths.products.pharmacy },
];

export const BILLING_PERIOD = 'ماہانہ بلنگ';

/** Plan limits of SPEC section 9. The limits ('1', '6+') are the English ones. */
export const plans: Plan[] = [
  { id: 'entry', name: 'ابتدائی', doctors: '1', staff: '2', attachments: '2', extras: ['ویڈیو مشاورت'] },
  {
    id: 'essential',
    name: 'بنیادی',
    doctors: '2',
    staff: '2',
    attachments: null,
    extras: ['آئی پی ڈی ریکارڈ', 'ڈیوٹی روسٹر'],
  },
  { id: 'standard', name: 'اسٹینڈرڈ', doctors: '3', staff: '5', attachments: '3', extras: [] },
  { id: 'premium', name: 'پریمیم', doctors: '5', staff: '10', attachments: '5', extras: [] },
  {
    id: 'custom',
    name: 'کسٹم',
    doctors: '6+',
    staff: '10+',
    attachments: '5+',
    extras: ['ہر چیز آپ کی ضرورت کے مطابق'],
  },
];

export const featuresInEveryPlan = ['ڈیجیٹل اشتہار', 'ڈیجیٹل انوائس', 'ڈیجیٹل ریکارڈ'];

export const pharmacyFeatures = [
  'آمدنی کا ریکارڈ',
  'انوینٹری مینجمنٹ',
  'عملے کا انتظام',
  'فروخت کا انتظام',
  'شفٹوں کا انتظام',
  'سپلائرز کا انتظام',
];
