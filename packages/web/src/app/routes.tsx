import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import HomeRoute from './routes/home';

type RouteModule = { default: ComponentType };

/** Every route but home is its own chunk, fetched on first visit. */
const page = (path: string, load: () => Promise<RouteModule>): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, Component: HomeRoute },
      page(paths.about, () => import('./routes/about')),
      page(paths.contactUs, () => import('./routes/contact-us')),
      page(paths.blogs, () => import('./routes/blogs')),

      page(paths.products.clinic, () => import('./routes/product-clinic')),
      page(paths.products.pharmacy, () => import('./routes/product-pharmacy')),
      page(paths.products.hospital, () => import('./routes/product-hospital')),
      page(paths.products.onlineConsultation, () => import('./routes/product-online-consultation')),

      page(paths.login.patient, () => import('./routes/patient-login')),
      page(paths.login.doctor, () => import('./routes/doctor-login')),
      page(paths.login.clinic, () => import('./routes/clinic-login')),
      page(paths.login.hospital, () => import('./routes/hospital-login')),
      page(paths.login.pharmacy, () => import('./routes/pharmacy-login')),
      page(paths.login.staff, () => import('./routes/staff-login')),

      page(paths.signup.pharmacy, () => import('./routes/pharmacy-signup')),
      page(paths.signup.hospital, () => import('./routes/hospital-signup')),
      page(paths.signup.default, () => import('./routes/default-signup')),

      page(paths.patientProfile, () => import('./routes/patient-profile')),
      page(paths.clinicDashboard, () => import('./routes/clinic-dashboard')),
      page(paths.doctorDashboard, () => import('./routes/doctor-dashboard')),

      page(paths.doctorsSearch, () => import('./routes/doctors-search')),
      page(paths.lab, () => import('./routes/lab-detail')),
      page(paths.checkout, () => import('./routes/checkout')),

      page(paths.privacy.faqs, () => import('./routes/faqs')),
      page(paths.privacy.paymentPolicy, () => import('./routes/payment-policy')),
      page(paths.privacy.termCondition, () => import('./routes/term-condition')),
      page(paths.privacy.privacyPolicy, () => import('./routes/privacy-policy')),

      page('*', () => import('./routes/not-found')),
    ],
  },
];
