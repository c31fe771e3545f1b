import { paths } from '@/config/paths';
import type { RouteHandle, RouteMeta, RouteModule } from '../route';

export const route = {
  path: paths.about,
  page: () => import('./about'),
} satisfies RouteModule;

export const handle: RouteHandle = { prerender: true };

export const meta: RouteMeta = {
  en: {
    name: 'About Us',
    description:
      'SehatLink is a Lahore-based e-health company connecting 300,000+ patients with doctors and powering 1,100+ clinics and 5,000+ pharmacies and hospitals in Pakistan.',
  },
  ur: {
    name: 'ہمارے بارے میں',
    description:
      'SehatLink لاہور میں قائم ای ہیلتھ کمپنی ہے جو 300,000+ مریضوں کو ڈاکٹروں سے جوڑتی ہے اور پاکستان میں 1,100+ کلینکس اور 5,000+ فارمیسیوں اور ہسپتالوں کو سافٹ ویئر فراہم کرتی ہے۔',
  },
};
