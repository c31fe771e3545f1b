import { paths } from '@/config/paths';
import type { RouteMeta, RouteModule } from '../route';

export const route = {
  path: paths.labs,
  page: () => import('./labs'),
  loader: () => import('@/features/labs/api/page-data').then((m) => m.loadLabsList),
  queryClient: true,
} satisfies RouteModule;

export const meta: RouteMeta = {
  en: {
    name: 'Medical Test Labs',
    description:
      'Compare medical test labs in Pakistan by tests, prices and report times, and book at a branch or with home sampling.',
  },
  ur: {
    name: 'میڈیکل ٹیسٹ لیبز',
    description:
      'پاکستان کی میڈیکل ٹیسٹ لیبز کا ٹیسٹوں، قیمتوں اور رپورٹ کے وقت سے موازنہ کریں، اور برانچ میں یا گھر سے نمونے کے ساتھ بک کریں۔',
  },
};
