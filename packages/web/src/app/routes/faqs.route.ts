import { paths } from '@/config/paths';
import type { RouteHandle, RouteMeta, RouteModule } from '../route';

export const route = {
  path: paths.privacy.faqs,
  page: () => import('./faqs'),
} satisfies RouteModule;

export const handle: RouteHandle = { prerender: true };

export const meta: RouteMeta = {
  en: {
    name: 'Frequently Asked Questions',
    description:
      'Answers about booking appointments, online consultations, payments, refunds and SehatLink software subscriptions.',
  },
  ur: {
    name: 'عمومی سوالات',
    description:
      'اپائنٹمنٹ بک کرنے، آن لائن مشاورت، ادائیگی، رقم کی واپسی اور SehatLink سافٹ ویئر سبسکرپشن کے بارے میں سوالات کے جواب۔',
  },
};
