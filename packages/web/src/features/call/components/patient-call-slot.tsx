import { lazy, Suspense } from 'react';
import { useSession } from '@/lib/session';

// Only signed-in patients download the call host (and, on Accept, the call view and simple-peer).
const PatientIncomingCalls = lazy(() => import('./incoming-call-host'));

/** Mounted once in the root layout. */
export function PatientCallSlot() {
  const session = useSession();
  if (session.role !== 'patient') return null;
  return (
    <Suspense fallback={null}>
      <PatientIncomingCalls />
    </Suspense>
  );
}
