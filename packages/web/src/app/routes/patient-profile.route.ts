import { paths } from '@/config/paths';
import type { RouteMeta, RouteModule } from '../route';

export const route = {
  path: paths.patientProfile,
  page: () => import('./patient-profile'),
  queryClient: true,
} satisfies RouteModule;

export const meta: RouteMeta = {
  en: { name: 'My Profile', description: 'Your SehatLink patient profile and appointments.' },
  ur: { name: 'میری پروفائل', description: 'آپ کی SehatLink مریض پروفائل اور اپائنٹمنٹس۔' },
};
