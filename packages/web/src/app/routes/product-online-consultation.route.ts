import { paths } from '@/config/paths';
import type { RouteHandle, RouteMeta, RouteModule } from '../route';

export const route = {
  path: paths.products.onlineConsultation,
  page: () => import('./product-online-consultation'),
} satisfies RouteModule;

export const handle: RouteHandle = { prerender: true };

export const meta: RouteMeta = {
  en: {
    name: 'Online Consultation',
    description:
      'See a PMDC-registered doctor by secure video call from home. Book an online consultation with specialists across Pakistan on SehatLink.',
  },
  ur: {
    name: 'آن لائن مشاورت',
    description:
      'گھر بیٹھے محفوظ ویڈیو کال پر PMDC سے رجسٹرڈ ڈاکٹر سے ملیں۔ SehatLink پر پاکستان بھر کے اسپیشلسٹ ڈاکٹروں سے آن لائن مشاورت بک کریں۔',
  },
};
