import { paths } from '@/config/paths';
import type { RouteHandle, RouteMeta, RouteModule } from '../route';

export const route = {
  path: paths.products.hospital,
  page: () => import('./product-hospital'),
} satisfies RouteModule;

export const handle: RouteHandle = { prerender: true };

export const meta: RouteMeta = {
  en: {
    name: 'Hospital Management System',
    description:
      'OPD and IPD management, admissions, duty rosters, lab and pharmacy integration and billing for hospitals in Pakistan. Plans from Rs. 5,500 a month.',
  },
  ur: {
    name: 'ہسپتال مینجمنٹ سسٹم',
    description:
      'پاکستان کے ہسپتالوں کے لیے او پی ڈی اور آئی پی ڈی مینجمنٹ، داخلے، ڈیوٹی روسٹر، لیب اور فارمیسی کا انضمام اور بلنگ۔ پلان Rs. 5,500 ماہانہ سے شروع۔',
  },
};
