import { addDays, pakistanDate, pakistanTime, weekdayOf } from './pakistan-time.ts';

/** How far ahead patients can book, in days after today. */
export const BOOKING_HORIZON_DAYS = 30;
/** An unpaid booking holds its slot this long. */
export const HOLD_MINUTES = 10;
/** A patient may hold at most this many unpaid bookings at once. */
export const MAX_UNPAID_HOLDS = 3;
/** A paid (or pay-at-clinic) appointment can move to another time up to this many hours before it starts (the Payment Policy). */
export const RESCHEDULE_NOTICE_HOURS = 2;
/** How many times one appointment can move (the Payment Policy; openapi.yaml Appointment.reschedule_count's maximum). */
export const MAX_RESCHEDULES = 2;

export interface Sitting {
  weekdays: readonly number[];
  start_time: string;
  end_time: string;
  slot_minutes: number;
}

const toMinutes = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
};
const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;

/** The start times of a sitting: from start_time, every slot_minutes, each ending by end_time. */
export function slotTimes(sitting: Pick<Sitting, 'start_time' | 'end_time' | 'slot_minutes'>): string[] {
  const times: string[] = [];
  if (sitting.slot_minutes <= 0) return times;
  const end = toMinutes(sitting.end_time);
  for (let t = toMinutes(sitting.start_time); t + sitting.slot_minutes <= end; t += sitting.slot_minutes) {
    times.push(toTime(t));
  }
  return times;
}

/** The slots of a sitting on a date (empty when the weekday is not one of its days). */
export function slotsOn(sitting: Sitting, date: string): string[] {
  return sitting.weekdays.includes(weekdayOf(date)) ? slotTimes(sitting) : [];
}

/** A slot can still be booked: its date is today or later and, today, its time has not passed (Pakistan time). */
export function isFutureSlot(date: string, time: string, now: number): boolean {
  const today = pakistanDate(now);
  return date > today || (date === today && time > pakistanTime(now));
}

/** Why a date cannot be booked, or null: not in the past, at most BOOKING_HORIZON_DAYS ahead. */
export function bookableDateProblem(date: string, now: number): string | null {
  const today = pakistanDate(now);
  if (date < today) return `The date ${date} is in the past`;
  if (date > addDays(today, BOOKING_HORIZON_DAYS))
    return `Appointments can be booked at most ${BOOKING_HORIZON_DAYS} days ahead`;
  return null;
}

/**
 * SPEC section 9: scan forward from today for the first allowed weekday. With `hasFreeSlot`, a day
 * also needs a slot still free (not taken, not past). Dates are Pakistan dates; null when none
 * within `horizonDays`.
 */
export function nextAvailableDate(
  allowedWeekdays: readonly number[],
  today: string,
  hasFreeSlot: (date: string) => boolean = () => true,
  horizonDays = BOOKING_HORIZON_DAYS,
): string | null {
  const allowed = new Set(allowedWeekdays.filter((d) => Number.isInteger(d) && d >= 0 && d <= 6));
  if (allowed.size === 0) return null;
  for (let offset = 0; offset <= horizonDays; offset += 1) {
    const date = addDays(today, offset);
    if (allowed.has(weekdayOf(date)) && hasFreeSlot(date)) return date;
  }
  return null;
}
