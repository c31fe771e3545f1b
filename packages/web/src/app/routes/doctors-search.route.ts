import { paths } from '@/config/paths';
import type { RouteHandle, RouteMeta, RouteModule } from '../route';

export const route = {
  path: paths.doctorsSearch,
  page: () => import('./doctors-search'),
  loader: () => import('@/features/doctors/api/page-data').then((m) => m.loadDoctorSearch),
  queryClient: true,
} satisfies RouteModule;

export const handle: RouteHandle = { prerender: 'without-query' };

export const meta: RouteMeta = {
  en: {
    name: 'Find a Doctor',
    description: 'Search PMDC-registered doctors by speciality and city and book an in-clinic or online appointment.',
  },
  ur: {
    name: 'ڈاکٹر تلاش کریں',
    description:
      'PMDC سے رجسٹرڈ ڈاکٹروں کو شعبے اور شہر کے لحاظ سے تلاش کریں اور کلینک میں یا آن لائن اپائنٹمنٹ بک کریں۔',
  },
};
