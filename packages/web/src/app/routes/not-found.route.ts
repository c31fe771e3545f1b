import type { RouteMeta, RouteModule } from '../route';

export const route = {
  path: '*',
  page: () => import('./not-found'),
} satisfies RouteModule;

export const meta: RouteMeta = {
  en: { name: 'Page Not Found', description: 'The page you are looking for does not exist on SehatLink.' },
  ur: { name: 'صفحہ نہیں ملا', description: 'آپ جو صفحہ تلاش کر رہے ہیں وہ SehatLink پر موجود نہیں۔' },
};
