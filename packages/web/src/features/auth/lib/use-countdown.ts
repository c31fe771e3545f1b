import { useCallback, useEffect, useState } from 'react';

/** Seconds left until `restart` may be used again; ticks once a second and stops at 0. */
export function useCountdown(initialSeconds: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + initialSeconds * 1000);
  const [remaining, setRemaining] = useState(initialSeconds);

  useEffect(() => {
    const tick = () => setRemaining(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const restart = useCallback(
    (seconds: number = initialSeconds) => {
      setRemaining(seconds);
      setEndsAt(Date.now() + seconds * 1000);
    },
    [initialSeconds],
  );

  return { remaining, restart };
}

/** 75 -> '1:15' */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
