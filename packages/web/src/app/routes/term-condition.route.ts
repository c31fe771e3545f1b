import { paths } from '@/config/paths';
import type { RouteHandle, RouteMeta, RouteModule } from '../route';

export const route = {
  path: paths.privacy.termCondition,
  page: () => import('./term-condition'),
} satisfies RouteModule;

export const handle: RouteHandle = { prerender: true };

export const meta: RouteMeta = {
  en: {
    name: 'Terms and Conditions',
    description: 'The terms for using the SehatLink website, apps, online consultations and software subscriptions.',
  },
  ur: {
    name: 'شرائط و ضوابط',
    description: 'SehatLink کی ویب سائٹ، ایپس، آن لائن مشاورت اور سافٹ ویئر سبسکرپشن کے استعمال کی شرائط۔',
  },
};
