import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { CheckoutPage } from '@/features/payment/components/checkout-page';

// The doctor's advice, its print view and the rating prompt load only once a visit may be over.
const AfterVisitPanel = lazy(() => import('@/features/after-visit/components/after-visit-panel'));

export default function CheckoutRoute() {
  const { id } = useParams();
  return (
    <CheckoutPage
      idParam={id}
      afterVisit={(appointmentId) => (
        <Suspense fallback={null}>
          <AfterVisitPanel appointmentId={appointmentId} />
        </Suspense>
      )}
    />
  );
}
