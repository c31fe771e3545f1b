import { paths } from '@/config/paths';
import type { RouteHandle, RouteMeta, RouteModule } from '../route';

export const route = {
  path: paths.privacy.privacyPolicy,
  page: () => import('./privacy-policy'),
} satisfies RouteModule;

export const handle: RouteHandle = { prerender: true };

export const meta: RouteMeta = {
  en: {
    name: 'Privacy Policy',
    description: 'What personal and health data SehatLink collects, why, who can see it and how you control it.',
  },
  ur: {
    name: 'پرائیویسی پالیسی',
    description:
      'SehatLink کون سا ذاتی اور طبی ڈیٹا جمع کرتا ہے، کیوں کرتا ہے، اسے کون دیکھ سکتا ہے اور آپ اس پر کیسے اختیار رکھتے ہیں۔',
  },
};
