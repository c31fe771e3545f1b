import { paths } from '@/config/paths';
import type { RouteHandle, RouteMeta, RouteModule } from '../route';

export const route = {
  path: paths.contactUs,
  page: () => import('./contact-us'),
  queryClient: true,
} satisfies RouteModule;

export const handle: RouteHandle = { prerender: true };

export const meta: RouteMeta = {
  en: {
    name: 'Contact Us',
    description:
      'Talk to SehatLink 24/7 on 0311-1222398 or send us a message. Get help with appointments, demos, subscriptions and your clinic, pharmacy or hospital account.',
  },
  ur: {
    name: 'رابطہ کریں',
    description:
      'SehatLink سے 24/7 بات کریں: 0311-1222398 پر کال کریں یا ہمیں پیغام بھیجیں۔ اپائنٹمنٹ، ڈیمو، سبسکرپشن اور اپنے کلینک، فارمیسی یا ہسپتال کے اکاؤنٹ کے بارے میں مدد حاصل کریں۔',
  },
};
