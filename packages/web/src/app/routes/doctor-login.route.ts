import { paths } from '@/config/paths';
import type { RouteMeta, RouteModule } from '../route';

export const route = {
  path: paths.login.doctor,
  page: () => import('./doctor-login'),
  queryClient: true,
} satisfies RouteModule;

export const meta: RouteMeta = {
  en: { name: 'Doctor Sign In', description: 'Sign in to your SehatLink doctor account.' },
  ur: { name: 'ڈاکٹر سائن اِن', description: 'اپنے SehatLink ڈاکٹر اکاؤنٹ میں سائن اِن کریں۔' },
};
