import { paths } from '@/config/paths';
import type { RouteMeta, RouteModule } from '../route';

export const route = {
  path: paths.login.pharmacy,
  page: () => import('./pharmacy-login'),
  queryClient: true,
} satisfies RouteModule;

export const meta: RouteMeta = {
  en: { name: 'Pharmacy Sign In', description: 'Sign in to the SehatLink pharmacy management system.' },
  ur: { name: 'فارمیسی سائن اِن', description: 'SehatLink فارمیسی مینجمنٹ سسٹم میں سائن اِن کریں۔' },
};
