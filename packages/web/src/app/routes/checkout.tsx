import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useParams } from 'react-router-dom';
import { CheckoutPage } from '@/features/payment/components/checkout-page';

// The doctor's advice, its print view and the rating prompt load only once a visit may be over,
// and only in the browser: the server's render leaves them out (nothing to hydrate, no boundary
// the server could not finish).
const AfterVisitPanel = lazy(() => import('@/features/after-visit/components/after-visit-panel'));
// Opened with the prescription link by someone who cannot read the appointment: that advice only.
const VisitAdviceByLink = lazy(() => import('@/features/after-visit/components/visit-advice-by-link'));
const subscribe = () => () => {};

export default function CheckoutRoute() {
  const { id } = useParams();
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return (
    <CheckoutPage
      idParam={id}
      afterVisit={(appointmentId) =>
        hydrated && (
          <Suspense fallback={null}>
            <AfterVisitPanel appointmentId={appointmentId} />
          </Suspense>
        )
      }
      visitByLink={(appointmentId, token, signedInAsPatient) =>
        hydrated && (
          <Suspense fallback={null}>
            <VisitAdviceByLink appointmentId={appointmentId} token={token} signedInAsPatient={signedInAsPatient} />
          </Suspense>
        )
      }
    />
  );
}
