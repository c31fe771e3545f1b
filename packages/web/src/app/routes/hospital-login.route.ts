import { paths } from '@/config/paths';
import type { RouteMeta, RouteModule } from '../route';

export const route = {
  path: paths.login.hospital,
  page: () => import('./hospital-login'),
  queryClient: true,
} satisfies RouteModule;

export const meta: RouteMeta = {
  en: { name: 'Hospital Sign In', description: 'Sign in to the SehatLink hospital management system.' },
  ur: { name: 'ہسپتال سائن اِن', description: 'SehatLink ہسپتال مینجمنٹ سسٹم میں سائن اِن کریں۔' },
};
