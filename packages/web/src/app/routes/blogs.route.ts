import { paths } from '@/config/paths';
import type { RouteMeta, RouteModule } from '../route';

export const route = {
  path: paths.blogs,
  page: () => import('./blogs'),
} satisfies RouteModule;

export const meta: RouteMeta = {
  en: { name: 'Health Blog', description: 'Health, beauty and wellness articles from SehatLink doctors.' },
  ur: { name: 'صحت بلاگ', description: 'SehatLink کے ڈاکٹروں کے صحت، خوبصورتی اور تندرستی سے متعلق مضامین۔' },
};
