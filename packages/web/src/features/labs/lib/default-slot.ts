import { nextAvailableDate } from '@ehp/api-types';
import { defaultBookingDate, minutesOf, toIsoDate } from './dates';
import { timeSlots, type TimeSlot } from './time-slots';

/** The hours a patient would pick by default, 9 AM to 6 PM: a 24-hour branch's 12:00 AM is no one's choice. */
export const DAYTIME_FROM = 9 * 60;
export const DAYTIME_UNTIL = 18 * 60;

const inDaytime = (time: string) => minutesOf(time) >= DAYTIME_FROM && minutesOf(time) < DAYTIME_UNTIL;

/** The time a date's list starts on: the first daytime slot, else the first after 9 AM, else the first. */
export function preferredSlot(slots: readonly TimeSlot[]): string | null {
  const slot =
    slots.find((s) => inDaytime(s.value)) ?? slots.find((s) => minutesOf(s.value) >= DAYTIME_FROM) ?? slots[0];
  return slot?.value ?? null;
}

/**
 * The day a list of offered days starts on: the first with a daytime time left (late in the
 * afternoon, today may offer only evening times), else the first.
 */
export function preferredDay<Day extends { times: readonly string[] }>(days: readonly Day[]): Day | undefined {
  return days.find((day) => day.times.some(inDaytime)) ?? days[0];
}

type Branch = { open_days: readonly number[]; opening_time: string; closing_time: string };

/**
 * The date and time the booking form opens on: the first open day (from today, within a week) that
 * still has a daytime slot at least an hour away, at its first daytime slot. A branch open only at
 * night falls back to its next open day and the best time it has.
 */
export function defaultBooking(branch: Branch, now: Date = new Date()): { date: string; time: string | null } {
  const today = toIsoDate(now);
  const slotsOn = (date: string) =>
    timeSlots(branch.opening_time, branch.closing_time, { isToday: date === today, now });
  const date =
    nextAvailableDate(branch.open_days, today, (d) => slotsOn(d).some((slot) => inDaytime(slot.value)), 6) ??
    defaultBookingDate(branch.open_days, branch.closing_time, now);
  if (date === null) return { date: '', time: null };
  return { date, time: preferredSlot(slotsOn(date)) };
}
