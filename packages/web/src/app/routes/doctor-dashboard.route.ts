import { paths } from '@/config/paths';
import type { RouteMeta, RouteModule } from '../route';

export const route = {
  path: paths.doctorDashboard,
  page: () => import('./doctor-dashboard'),
  queryClient: true,
} satisfies RouteModule;

export const meta: RouteMeta = {
  en: { name: 'Doctor Dashboard', description: 'Your SehatLink doctor dashboard.' },
  ur: { name: 'ڈاکٹر ڈیش بورڈ', description: 'آپ کا SehatLink ڈاکٹر ڈیش بورڈ۔' },
};
