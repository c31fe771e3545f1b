import { useState } from 'react';
import { errorMessage } from '@/lib/api';

/** One call at a time, with its busy flag and the text of its error: run(task, next) calls next with the result. */
export function useBusyTask() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run<T>(task: () => Promise<T>, next: (result: T) => void) {
    setBusy(true);
    setError(null);
    try {
      next(await task());
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, setError, run };
}
