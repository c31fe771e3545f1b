import { pakistanTime } from '@ehp/api-types';
import { formatTime12h } from '@/lib/format-time';
import { useEffect, useState } from 'react';

// When the doctor may ring an appointment's patient: from callable_from to callable_until (the
// contract's call window), judged by the server's clock (server_time), never by this device's.

export type CallWindowState = { kind: 'open' } | { kind: 'early'; opensAt: string } | { kind: 'closed' };

/** The time of an instant in Pakistan, as the portal writes times (11:50 AM). */
export const pakistanClock = (iso: string): string => formatTime12h(pakistanTime(Date.parse(iso)));

export function callWindowState(
  a: { callable_from: string; callable_until: string },
  serverNow: number,
): CallWindowState {
  if (serverNow < Date.parse(a.callable_from)) return { kind: 'early', opensAt: pakistanClock(a.callable_from) };
  if (serverNow > Date.parse(a.callable_until)) return { kind: 'closed' };
  return { kind: 'open' };
}

/** How far this device's clock is behind the server's, from a response's server_time (0 without one). */
export const clockOffset = (serverTime: string | undefined, receivedAt: number): number =>
  serverTime ? Date.parse(serverTime) - receivedAt : 0;

const TICK_MS = 15_000;

/** The server's time now, moving on with this device's clock; re-rendered every 15 s so Call opens on time. */
export function useServerNow(serverTime: string | undefined): number {
  // The offset is taken when a new server_time is first rendered (that is when it arrived).
  const [seen, setSeen] = useState(() => ({ serverTime, offset: clockOffset(serverTime, Date.now()) }));
  let { offset } = seen;
  if (seen.serverTime !== serverTime) {
    offset = clockOffset(serverTime, Date.now());
    setSeen({ serverTime, offset });
  }
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return Date.now() + offset;
}
