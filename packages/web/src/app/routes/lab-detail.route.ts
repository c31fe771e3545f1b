import { paths } from '@/config/paths';
import type { RouteMeta, RouteModule } from '../route';

export const route = {
  path: paths.lab,
  page: () => import('./lab-detail'),
  loader: () => import('@/features/labs/api/page-data').then((m) => m.loadLabPage),
  queryClient: true,
} satisfies RouteModule;

export const meta: RouteMeta = {
  en: { name: 'Medical Test Lab', description: 'Lab tests, prices, branches and home sampling. Book online.' },
  ur: {
    name: 'میڈیکل ٹیسٹ لیب',
    description: 'لیب ٹیسٹ، ان کی قیمتیں، برانچیں اور گھر سے نمونہ لینے کی سہولت۔ آن لائن بک کریں۔',
  },
};
