import { lazy, Suspense, useEffect, useState } from 'react';
import { useAfterHydration } from '@/lib/use-after-hydration';
import { readVisitReason, saveVisitReason } from '../lib/visit-reason';

// The note's textarea arrives after the times (its own chunk): the profile's first load stays in budget.
const VisitReasonInput = lazy(() => import('./visit-reason-input'));

/**
 * The patient's note for the doctor, kept in session storage on every keystroke (so it survives
 * signing in); the state mirrors it for the input, read after hydration because the server
 * rendered no note.
 */
export function VisitReasonNote({ pmdc }: { pmdc: string }) {
  const hydrated = useAfterHydration();
  const [reason, setReason] = useState('');
  useEffect(() => setReason(readVisitReason(pmdc)), [pmdc]);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <VisitReasonInput
        value={reason}
        onChange={(next) => {
          setReason(next);
          saveVisitReason(pmdc, next);
        }}
      />
    </Suspense>
  );
}
