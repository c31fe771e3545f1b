import { TIME_OFFSET_MS } from '@/config/constants';

const TIME_PATTERN = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** 'HH:MM:SS' (24-hour) -> 'hh:mm AM/PM'. Input that is not a time is returned unchanged. */
export function formatTime12h(time: string): string {
  const match = TIME_PATTERN.exec(time.trim());
  if (!match) return time;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return time;
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(h12).padStart(2, '0')}:${match[2]} ${suffix}`;
}

/** The time helper of SPEC section 9: the same instant plus 18,000,000 ms (5 hours). */
export function addFiveHours(time: Date | number | string): Date {
  const base = time instanceof Date ? time.getTime() : new Date(time).getTime();
  return new Date(base + TIME_OFFSET_MS);
}
