import { paths } from '@/config/paths';
import type { RouteHandle, RouteMeta, RouteModule } from '../route';

export const route = {
  path: paths.login.patient,
  page: () => import('./patient-login'),
  queryClient: true,
} satisfies RouteModule;

export const handle: RouteHandle = { prerender: true };

export const meta: RouteMeta = {
  en: { name: 'Patient Sign In', description: 'Sign in to SehatLink with your mobile number.' },
  ur: { name: 'مریض سائن اِن', description: 'اپنے موبائل نمبر سے SehatLink میں سائن اِن کریں۔' },
};
