import { lazy, Suspense } from 'react';
import { DoctorDashboard } from '@/features/dashboard/components/doctor-dashboard';

// The appointment list with its calls (socket.io-client, and simple-peer on Accept) loads only here.
const DoctorConsultations = lazy(() => import('@/features/call/components/doctor-consultations'));

export default function DoctorDashboardRoute() {
  return (
    <DoctorDashboard
      consultations={(session) => (
        <Suspense fallback={null}>
          <DoctorConsultations session={session} />
        </Suspense>
      )}
    />
  );
}
