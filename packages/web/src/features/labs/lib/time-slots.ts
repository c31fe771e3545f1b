import { formatTime12h } from '@/lib/format-time';
import { minutesOf } from './dates';

export const SLOT_MINUTES = 30;

export type TimeSlot = { value: string; label: string };

const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;

/**
 * Half-hourly times from opening until 30 minutes before closing, labelled in 12-hour format.
 * For today, times less than an hour away are left out.
 */
export function timeSlots(
  openingTime: string,
  closingTime: string,
  options: { isToday?: boolean; now?: Date } = {},
): TimeSlot[] {
  const open = minutesOf(openingTime);
  // A branch open past midnight (closing before opening) takes bookings until midnight.
  const close = minutesOf(closingTime) > open ? minutesOf(closingTime) : 24 * 60;
  const now = options.now ?? new Date();
  const earliest = options.isToday ? now.getHours() * 60 + now.getMinutes() + 60 : 0;
  const slots: TimeSlot[] = [];
  for (let t = Math.ceil(open / SLOT_MINUTES) * SLOT_MINUTES; t + SLOT_MINUTES <= close; t += SLOT_MINUTES) {
    if (t < earliest) continue;
    const value = toTime(t);
    slots.push({ value, label: formatTime12h(value) });
  }
  return slots;
}
