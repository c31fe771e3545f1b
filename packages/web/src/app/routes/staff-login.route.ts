import { paths } from '@/config/paths';
import type { RouteMeta, RouteModule } from '../route';

export const route = {
  path: paths.login.staff,
  page: () => import('./staff-login'),
  queryClient: true,
} satisfies RouteModule;

export const meta: RouteMeta = {
  en: { name: 'Staff Sign In', description: 'Sign in to your SehatLink clinic staff account.' },
  ur: { name: 'عملہ سائن اِن', description: 'اپنے SehatLink کلینک اسٹاف اکاؤنٹ میں سائن اِن کریں۔' },
};
