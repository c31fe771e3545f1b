import { lazy, Suspense } from 'react';
import { DoctorDashboard } from '@/features/dashboard/components/doctor-dashboard';

// The appointment list with its calls (socket.io-client, and simple-peer on Accept) loads only here.
const DoctorConsultations = lazy(() => import('@/features/call/components/doctor-consultations'));
// The advice and prescription form, once a visit has happened.
const DoctorAdvice = lazy(() => import('@/features/after-visit/components/doctor-advice'));

export default function DoctorDashboardRoute() {
  return (
    <DoctorDashboard
      consultations={(session) => (
        <Suspense fallback={null}>
          <DoctorConsultations
            session={session}
            afterVisit={(a) => (
              <Suspense fallback={null}>
                <DoctorAdvice appointmentId={a.id} patientName={a.patient_name} visitDate={a.date} />
              </Suspense>
            )}
          />
        </Suspense>
      )}
    />
  );
}
