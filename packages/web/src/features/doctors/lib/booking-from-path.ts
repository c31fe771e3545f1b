import { safeReturnPath } from '@/lib/return-path';
import { parsePmdc } from './pmdc';
import { readChoice, type UrlChoice } from './profile-choice';

/** The booking a sign-in link's `next` carries: /doctors/{pmdc}?mode=&date=&time= with a time chosen. */
export type BookingInProgress = UrlChoice & { pmdc: string; date: string; time: string };

export function bookingFromPath(next: string | null): BookingInProgress | null {
  const safe = safeReturnPath(next);
  if (safe === null) return null;
  const url = new URL(safe, 'https://next.invalid');
  const match = /^\/(?:ur\/)?doctors\/([^/]+)$/.exec(url.pathname);
  if (!match || match[1] === 'search') return null;
  const pmdc = parsePmdc(decodeURIComponent(match[1]));
  const choice = readChoice(url.searchParams);
  if (!pmdc || choice.date === null || choice.time === null) return null;
  return { ...choice, pmdc, date: choice.date, time: choice.time };
}
