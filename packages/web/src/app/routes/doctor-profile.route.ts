import { paths } from '@/config/paths';
import type { RouteMeta, RouteModule } from '../route';

export const route = {
  path: paths.doctorProfile,
  page: () => import('./doctor-profile'),
  loader: () => import('@/features/doctors/api/page-data').then((m) => m.loadDoctorProfile),
  queryClient: true,
} satisfies RouteModule;

export const meta: RouteMeta = {
  en: {
    name: 'Doctor Profile',
    description:
      'Fees, experience, reviews, clinic locations and open time slots. Book an in-clinic or online appointment.',
  },
  ur: {
    name: 'ڈاکٹر کی پروفائل',
    description: 'فیس، تجربہ، مریضوں کی آراء، کلینکس کے پتے اور دستیاب اوقات۔ کلینک میں یا آن لائن اپائنٹمنٹ بک کریں۔',
  },
};
