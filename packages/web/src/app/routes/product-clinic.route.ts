import { paths } from '@/config/paths';
import type { RouteHandle, RouteMeta, RouteModule } from '../route';

export const route = {
  path: paths.products.clinic,
  page: () => import('./product-clinic'),
} satisfies RouteModule;

export const handle: RouteHandle = { prerender: true };

export const meta: RouteMeta = {
  en: {
    name: 'Clinic Management System',
    description:
      'Appointments, electronic medical records, digital prescriptions, billing and video consultations for Pakistani clinics. Plans from Rs. 2,000 a month.',
  },
  ur: {
    name: 'کلینک مینجمنٹ سسٹم',
    description:
      'پاکستانی کلینکس کے لیے اپائنٹمنٹس، الیکٹرانک میڈیکل ریکارڈ، ڈیجیٹل نسخے، بلنگ اور ویڈیو مشاورت۔ پلان Rs. 2,000 ماہانہ سے شروع۔',
  },
};
