import { useEffect, useState } from 'react';
import { pageTranslator } from '@/lib/i18n/translations';
import { paymentCatalogue } from '../i18n/en';

const L = pageTranslator(paymentCatalogue);

/** 581 -> '09:41' */
export function formatHold(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

// Screen readers hear the hold only as it crosses these marks, not every second.
const MARKS = [
  {
    seconds: 30,
    get text() {
      return L('left.halfMinute');
    },
  },
  {
    seconds: 60,
    get text() {
      return L('left.oneMinute');
    },
  },
  {
    seconds: 120,
    get text() {
      return L('left.twoMinutes');
    },
  },
  {
    seconds: 300,
    get text() {
      return L('left.fiveMinutes');
    },
  },
];

/** The sparse spoken form of the countdown: it changes only at a few marks. */
export function holdAnnouncement(seconds: number): string {
  if (seconds <= 0) return L('left.none');
  return MARKS.find((mark) => seconds <= mark.seconds)?.text ?? L('left.more');
}

/**
 * Seconds left of a hold, ticking each second. The server's `secondsLeft` (its own clock) is
 * anchored at `measuredAt`, the moment the response arrived, so the phone's clock being wrong does
 * not matter and each refetch re-synchronises it.
 */
export function useHoldCountdown(secondsLeft: number, measuredAt: number): number {
  const deadline = measuredAt + secondsLeft * 1000;
  // The first render counts from the moment of measuring, on the server and in the browser alike:
  // the page hydrates seconds after the server rendered it, and a different first text would be a
  // hydration mismatch (React error 418). The effect below moves to the real time at once.
  const [now, setNow] = useState(measuredAt);
  useEffect(() => {
    setNow(Date.now());
    if (deadline <= Date.now()) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
