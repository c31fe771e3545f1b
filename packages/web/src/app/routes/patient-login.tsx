import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PatientSignInPage } from '@/features/auth/components/patient-sign-in-page';
import { RETURN_PARAM } from '@/lib/return-path';

// Loaded only when the visitor came from Book on a doctor's profile: plain sign-ins stay as light.
const BookingInProgress = lazy(() => import('@/features/doctors/components/booking-in-progress'));

export default function PatientLoginRoute() {
  const [params] = useSearchParams();
  const fromBooking = /^\/(ur\/)?doctors\/(?!search)/.test(params.get(RETURN_PARAM) ?? '');
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
