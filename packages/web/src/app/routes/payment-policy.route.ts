import { paths } from '@/config/paths';
import type { RouteHandle, RouteMeta, RouteModule } from '../route';

export const route = {
  path: paths.privacy.paymentPolicy,
  page: () => import('./payment-policy'),
} satisfies RouteModule;

export const handle: RouteHandle = { prerender: true };

export const meta: RouteMeta = {
  en: {
    name: 'Payment Policy',
    description: 'How SehatLink takes payments for consultations and subscriptions, and how refunds work.',
  },
  ur: {
    name: 'ادائیگی کی پالیسی',
    description: 'SehatLink مشاورت اور سبسکرپشن کی ادائیگی کیسے وصول کرتا ہے، اور رقم کی واپسی کیسے ہوتی ہے۔',
  },
};
