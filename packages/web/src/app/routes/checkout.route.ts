import { paths } from '@/config/paths';
import type { RouteHandle, RouteMeta, RouteModule } from '../route';

export const route = {
  path: paths.checkout,
  page: () => import('./checkout'),
  loader: () => import('@/features/payment/api/page-data').then((m) => m.loadCheckout),
  queryClient: true,
} satisfies RouteModule;

export const handle: RouteHandle = { personal: true };

export const meta: RouteMeta = {
  en: { name: 'Checkout', description: 'Pay for your SehatLink appointment.' },
  ur: { name: 'ادائیگی', description: 'اپنی SehatLink اپائنٹمنٹ کی ادائیگی کریں۔' },
};
