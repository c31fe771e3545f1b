import { withQueryClient } from '@/lib/query/query-boundary';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { OfflineNotice } from '@/components/offline-notice';
import { useLazyDisclosure } from '@/components/use-lazy-disclosure';
import * as navigationContent from '@/content/navigation';
import { PatientCallSlot } from '@/features/call/components/patient-call-slot';
import { Footer } from '@/features/footer/components/footer';
import { Header } from '@/features/header/components/header';
import { useNavigationMemory } from '@/lib/navigation-memory';
import { PageTitleContext, usePageMeta, type MetaForPath } from '@/lib/page-meta';
import { useScrollToTop } from '@/lib/use-scroll-to-top';
import { BookingBanner } from './booking-banner';
import { PageFallback } from './page-fallback';
import { RouteErrorBoundary } from './route-error';
import { usePatientSocket } from './use-patient-socket';
import { useSessionEndWatch } from './use-session-end-watch';
import { useEndedSession } from '@/lib/session-end';
import { useContent, useT } from '@/lib/i18n/language-context';
import { layoutCatalogue } from './i18n/en';

const HelplineModal = lazy(withQueryClient(() => import('@/features/helpline/components/helpline-modal')));
// Titles and descriptions: fetched after the first render (the first load carries none).
const metaForPath: MetaForPath = (pathname, language) =>
  import('../route-meta').then((routeMeta) => routeMeta.metaForPath(pathname, language));
// Only a page whose session ended under it downloads the notice.
const SessionEndedNotice = lazy(() => import('./session-ended-notice'));

/** Header, main and footer around every page; the booking banner on / (sticky) and /patient/profile (at the end). */
export function RootLayout() {
  const { bookingBanner } = useContent(navigationContent, 'navigation');
  const t = useT(layoutCatalogue);
  useNavigationMemory();
  const setPageTitle = usePageMeta(metaForPath);
  useScrollToTop();
  usePatientSocket();
  useSessionEndWatch();
  const sessionEnded = useEndedSession() !== null;
  const { pathname } = useLocation();
  const helpline = useLazyDisclosure();
  const showBanner = bookingBanner.paths.includes(pathname);

  return (
    <>
      <a href="#main-content" className="skip-link">
        {t('skipToMain')}
      </a>
      <OfflineNotice />
      <Header onCallUs={() => helpline.open()} />
      <main id="main-content" tabIndex={-1}>
        {sessionEnded && (
          <Suspense fallback={null}>
            <SessionEndedNotice />
          </Suspense>
        )}
        <PageTitleContext value={setPageTitle}>
          <RouteErrorBoundary key={pathname}>
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </PageTitleContext>
      </main>
      {showBanner && <BookingBanner sticky={!bookingBanner.inFlowPaths.includes(pathname)} />}
      <Footer />
      <PatientCallSlot />
      {helpline.mounted && (
        <Suspense fallback={null}>
          <HelplineModal opened={helpline.opened} onClose={helpline.close} />
        </Suspense>
      )}
    </>
  );
}
