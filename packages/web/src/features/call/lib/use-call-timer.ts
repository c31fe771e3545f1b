import { useEffect, useState } from 'react';

/** mm:ss (or h:mm:ss past an hour) of a call's length in seconds. */
export function formatCallTime(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  return hours > 0 ? `${hours}:${two(minutes)}:${two(s % 60)}` : `${two(minutes)}:${two(s % 60)}`;
}

/** Seconds since the call first connected (0 before), ticking every second; it keeps counting while reconnecting. */
export function useCallTimer(connected: boolean): number {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (connected && startedAt === null) setStartedAt(Date.now());
  }, [connected, startedAt]);
  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [startedAt]);
  return startedAt === null ? 0 : Math.max(0, Math.floor((now - startedAt) / 1000));
}
