import { useEffect, useState } from 'react';

/** How long a press may wait before the portal says the connection is slow (issue 34). */
export const SLOW_WAIT_MS = 10_000;

/** True once `waiting` has lasted SLOW_WAIT_MS; false again as soon as the wait ends. */
export function useSlowWait(waiting: boolean, after = SLOW_WAIT_MS): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!waiting) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), after);
    return () => clearTimeout(timer);
  }, [waiting, after]);
  return waiting && slow;
}
