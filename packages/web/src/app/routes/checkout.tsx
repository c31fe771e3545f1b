import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useParams } from 'react-router-dom';
import { CheckoutPage } from '@/features/payment/components/checkout-page';

// The doctor's advice, its print view and the rating prompt load only once a visit may be over,
// and only in the browser: the server's render leaves them out (nothing to hydrate, no boundary
// the server could not finish).
const AfterVisitPanel = lazy(() => import('@/features/after-visit/components/after-visit-panel'));
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
    />
  );
}
