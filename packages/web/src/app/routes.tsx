import { matchPath, Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { withQueryClient } from '@/lib/query/query-boundary';
import { lazyPage, type LazyPage } from './lazy-page';
import { RootLayout } from './layout/root-layout';

/**
 * Home is a chunk like every other page (its slides, services and plans are no other page's
 * first load); main.tsx fetches it with the entry when / is opened.
 */
const HomePage = lazyPage(() => import('./routes/home'));

/**
 * Every route is its own chunk, fetched on first visit. Pages that call the API come with the
 * query client (withQueryClient); the others never download it.
 */
export const pages: { path: string; Page: LazyPage }[] = [
  { path: paths.about, Page: lazyPage(() => import('./routes/about')) },
  { path: paths.contactUs, Page: lazyPage(withQueryClient(() => import('./routes/contact-us'))) },
  { path: paths.blogs, Page: lazyPage(() => import('./routes/blogs')) },

  { path: paths.products.clinic, Page: lazyPage(() => import('./routes/product-clinic')) },
  { path: paths.products.pharmacy, Page: lazyPage(withQueryClient(() => import('./routes/product-pharmacy'))) },
  { path: paths.products.hospital, Page: lazyPage(() => import('./routes/product-hospital')) },
  { path: paths.products.onlineConsultation, Page: lazyPage(() => import('./routes/product-online-consultation')) },

  { path: paths.login.patient, Page: lazyPage(withQueryClient(() => import('./routes/patient-login'))) },
  { path: paths.login.doctor, Page: lazyPage(withQueryClient(() => import('./routes/doctor-login'))) },
  { path: paths.login.clinic, Page: lazyPage(withQueryClient(() => import('./routes/clinic-login'))) },
  { path: paths.login.hospital, Page: lazyPage(withQueryClient(() => import('./routes/hospital-login'))) },
  { path: paths.login.pharmacy, Page: lazyPage(withQueryClient(() => import('./routes/pharmacy-login'))) },
  { path: paths.login.staff, Page: lazyPage(withQueryClient(() => import('./routes/staff-login'))) },

  { path: paths.signup.pharmacy, Page: lazyPage(withQueryClient(() => import('./routes/pharmacy-signup'))) },
  { path: paths.signup.hospital, Page: lazyPage(withQueryClient(() => import('./routes/hospital-signup'))) },
  { path: paths.signup.default, Page: lazyPage(withQueryClient(() => import('./routes/default-signup'))) },

  { path: paths.patientProfile, Page: lazyPage(withQueryClient(() => import('./routes/patient-profile'))) },
  { path: paths.clinicDashboard, Page: lazyPage(() => import('./routes/clinic-dashboard')) },
  { path: paths.doctorDashboard, Page: lazyPage(withQueryClient(() => import('./routes/doctor-dashboard'))) },

  { path: paths.doctorsSearch, Page: lazyPage(withQueryClient(() => import('./routes/doctors-search'))) },
  // After the search: preloadRoute takes the first match, and /doctors/search also matches /doctors/:pmdc.
  { path: paths.doctorProfile, Page: lazyPage(withQueryClient(() => import('./routes/doctor-profile'))) },
  { path: paths.labs, Page: lazyPage(withQueryClient(() => import('./routes/labs'))) },
  { path: paths.lab, Page: lazyPage(withQueryClient(() => import('./routes/lab-detail'))) },
  { path: paths.checkout, Page: lazyPage(withQueryClient(() => import('./routes/checkout'))) },
  { path: paths.reschedule, Page: lazyPage(withQueryClient(() => import('./routes/reschedule'))) },

  { path: paths.privacy.faqs, Page: lazyPage(() => import('./routes/faqs')) },
  { path: paths.privacy.paymentPolicy, Page: lazyPage(() => import('./routes/payment-policy')) },
  { path: paths.privacy.termCondition, Page: lazyPage(() => import('./routes/term-condition')) },
  { path: paths.privacy.privacyPolicy, Page: lazyPage(() => import('./routes/privacy-policy')) },
];

export const NotFoundPage = lazyPage(() => import('./routes/not-found'));

/** Loads the chunk of the page at `pathname`. */
export function preloadRoute(pathname: string): Promise<void> {
  if (matchPath(paths.home, pathname)) return HomePage.preload();
  const page = pages.find(({ path }) => matchPath(path, pathname));
  return (page?.Page ?? NotFoundPage).preload();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        {pages.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
