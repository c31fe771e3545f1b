import { paths } from '@/config/paths';
import type { RouteHandle, RouteMeta, RouteModule } from '../route';

export const route = {
  path: paths.products.pharmacy,
  page: () => import('./product-pharmacy'),
  queryClient: true,
} satisfies RouteModule;

export const handle: RouteHandle = { prerender: true };

export const meta: RouteMeta = {
  en: {
    name: 'Pharmacy Management Software',
    description:
      'Point of sale, inventory with expiry alerts, supplier and shift management and revenue reports for pharmacies in Pakistan. Plans from Rs. 2,000 a month.',
  },
  ur: {
    name: 'فارمیسی مینجمنٹ سافٹ ویئر',
    description:
      'پاکستان کی فارمیسیوں کے لیے پوائنٹ آف سیل، ایکسپائری الرٹ کے ساتھ اسٹاک، سپلائرز اور شفٹوں کا انتظام اور آمدنی کی رپورٹس۔ پلان Rs. 2,000 ماہانہ سے شروع۔',
  },
};
