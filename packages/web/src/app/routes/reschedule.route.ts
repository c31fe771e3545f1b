import { paths } from '@/config/paths';
import type { RouteMeta, RouteModule } from '../route';

export const route = {
  path: paths.reschedule,
  page: () => import('./reschedule'),
  queryClient: true,
} satisfies RouteModule;

export const meta: RouteMeta = {
  en: { name: 'Change Appointment Time', description: 'Move your SehatLink appointment to another free time.' },
  ur: { name: 'اپائنٹمنٹ کا وقت بدلیں', description: 'اپنی SehatLink اپائنٹمنٹ کو کسی اور خالی وقت پر منتقل کریں۔' },
};
