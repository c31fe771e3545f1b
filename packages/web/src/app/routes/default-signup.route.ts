import { paths } from '@/config/paths';
import type { RouteMeta, RouteModule } from '../route';

export const route = {
  path: paths.signup.default,
  page: () => import('./default-signup'),
  queryClient: true,
} satisfies RouteModule;

export const meta: RouteMeta = {
  en: { name: 'Sign Up', description: 'Create your SehatLink account.' },
  ur: { name: 'سائن اَپ', description: 'اپنا SehatLink اکاؤنٹ بنائیں۔' },
};
