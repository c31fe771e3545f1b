import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PatientSignInPage } from '@/features/auth/components/patient-sign-in-page';
import { RETURN_PARAM } from '@/lib/return-path';
import { useAfterHydration } from '@/lib/use-after-hydration';

// Loaded only when the visitor came from Book on a doctor's profile: plain sign-ins stay as light.
const BookingInProgress = lazy(() => import('@/features/doctors/components/booking-in-progress'));

export default function PatientLoginRoute() {
  const [params] = useSearchParams();
  // The page is prerendered without ?next=: the booking joins after hydration, matching that HTML.
  const hydrated = useAfterHydration();
  const fromBooking = hydrated && /^\/(ur\/)?doctors\/(?!search)/.test(params.get(RETURN_PARAM) ?? '');
  return (
    <PatientSignInPage
      booking={
        fromBooking ? (
          <Suspense fallback={null}>
            <BookingInProgress />
          </Suspense>
        ) : undefined
      }
    />
  );
}
