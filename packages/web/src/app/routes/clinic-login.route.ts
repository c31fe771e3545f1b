import { paths } from '@/config/paths';
import type { RouteMeta, RouteModule } from '../route';

export const route = {
  path: paths.login.clinic,
  page: () => import('./clinic-login'),
  queryClient: true,
} satisfies RouteModule;

export const meta: RouteMeta = {
  en: { name: 'Clinic Sign In', description: 'Sign in to the SehatLink clinic management system.' },
  ur: { name: 'کلینک سائن اِن', description: 'SehatLink کلینک مینجمنٹ سسٹم میں سائن اِن کریں۔' },
};
