import { paths } from '@/config/paths';
import type { RouteHandle, RouteMeta, RouteModule } from '../route';

export const route = {
  path: paths.home,
  page: () => import('./home'),
} satisfies RouteModule;

export const handle: RouteHandle = { prerender: true };

export const meta: RouteMeta = {
  en: {
    title: 'SehatLink | Clinic, Pharmacy & Hospital Software and Online Doctors in Pakistan',
    description:
      'Book in-clinic or online doctor appointments across Pakistan and run your clinic, pharmacy or hospital on SehatLink: EMR, billing, inventory and telemedicine in one secure platform.',
  },
  ur: {
    title: 'SehatLink | پاکستان میں کلینک، فارمیسی اور ہسپتال سافٹ ویئر اور آن لائن ڈاکٹر',
    description:
      'پاکستان بھر میں کلینک یا آن لائن ڈاکٹر سے اپائنٹمنٹ بک کریں، اور اپنا کلینک، فارمیسی یا ہسپتال SehatLink پر چلائیں: الیکٹرانک میڈیکل ریکارڈ، بلنگ، اسٹاک اور ٹیلی میڈیسن ایک محفوظ پلیٹ فارم پر۔',
  },
};
