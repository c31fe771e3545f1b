import { paths } from '@/config/paths';
import type { RouteMeta, RouteModule } from '../route';

export const route = {
  path: paths.clinicDashboard,
  page: () => import('./clinic-dashboard'),
} satisfies RouteModule;

export const meta: RouteMeta = {
  en: { name: 'Clinic Dashboard', description: 'Your SehatLink clinic dashboard.' },
  ur: { name: 'کلینک ڈیش بورڈ', description: 'آپ کا SehatLink کلینک ڈیش بورڈ۔' },
};
