import { paths } from '@/config/paths';
import type { RouteMeta, RouteModule } from '../route';

export const route = {
  path: paths.signup.pharmacy,
  page: () => import('./pharmacy-signup'),
  queryClient: true,
} satisfies RouteModule;

export const meta: RouteMeta = {
  en: { name: 'Pharmacy Sign Up', description: 'Register your pharmacy on SehatLink.' },
  ur: { name: 'فارمیسی سائن اَپ', description: 'اپنی فارمیسی SehatLink پر رجسٹر کریں۔' },
};
