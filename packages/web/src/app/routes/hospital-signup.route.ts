import { paths } from '@/config/paths';
import type { RouteMeta, RouteModule } from '../route';

export const route = {
  path: paths.signup.hospital,
  page: () => import('./hospital-signup'),
  queryClient: true,
} satisfies RouteModule;

export const meta: RouteMeta = {
  en: { name: 'Hospital Sign Up', description: 'Register your hospital on SehatLink.' },
  ur: { name: 'ہسپتال سائن اَپ', description: 'اپنا ہسپتال SehatLink پر رجسٹر کریں۔' },
};
