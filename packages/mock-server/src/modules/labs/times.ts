import { addDays, pakistanDate, pakistanInstant, pakistanTime, weekdayOf } from '@ehp/api-types';
import type { LabBranchRecord } from '../../store/types.ts';

// When lab tests can be booked, in Pakistan time (Asia/Karachi), from the mock's clock (QA can move
// it): listLabTimes shows these times and createLabBooking takes only these.

export const LAB_SLOT_MINUTES = 30;
/** A visit to the branch is at least this far ahead. */
export const BRANCH_LEAD_MINUTES = 60;
/** A collector needs time to reach the home. */
export const HOME_LEAD_MINUTES = 120;
/** Home sample collection runs in daylight: the first start 08:00, the last 19:30 (window until 20:00). */
export const HOME_WINDOW = { from: '08:00:00', until: '20:00:00' } as const;
export const MAX_LIST_DAYS = 14;
const DAY_NAMES = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];

const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
};
const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
/** 'HH:MM:SS' as '8:00 PM' for messages. */
const clock12 = (time: string) => {
  const minutes = minutesOf(time);
  const h = Math.floor(minutes / 60) % 24;
  return `${((h + 11) % 12) + 1}:${String(minutes % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

type Branch = Pick<LabBranchRecord, 'branch_name' | 'opening_time' | 'closing_time' | 'open_days'>;

/** The day's window: the branch's hours (a branch open past midnight takes bookings until midnight), or home collection's. */
export function labWindow(branch: Branch, home: boolean): { from: string; until: string } {
  if (home) return { ...HOME_WINDOW };
  const open = minutesOf(branch.opening_time);
  const close = minutesOf(branch.closing_time) > open ? minutesOf(branch.closing_time) : 24 * 60;
  return { from: toTime(open), until: close === 24 * 60 ? '23:59:59' : toTime(close) };
}

/** The window's half-hour starts, each ending inside it. */
function starts(branch: Branch, home: boolean): number[] {
  const { from, until } = labWindow(branch, home);
  const open = minutesOf(from);
  const close = until === '23:59:59' ? 24 * 60 : minutesOf(until);
  const out: number[] = [];
  for (
    let t = Math.ceil(open / LAB_SLOT_MINUTES) * LAB_SLOT_MINUTES;
    t + LAB_SLOT_MINUTES <= close;
    t += LAB_SLOT_MINUTES
  )
    out.push(t);
  return out;
}

/** The times that can be booked on `date`, Pakistan time, at `now` (none on a closed day or a past date). */
export function labTimesOn(branch: Branch, home: boolean, date: string, now: number): string[] {
  if (!home && !branch.open_days.includes(weekdayOf(date))) return [];
  const earliest = now + (home ? HOME_LEAD_MINUTES : BRANCH_LEAD_MINUTES) * 60_000;
  return starts(branch, home)
    .map(toTime)
    .filter((time) => pakistanInstant(date, time) >= earliest);
}

/** The days from today (Pakistan time) with times left, at most `days` of them looked at. */
export function labTimes(branch: Branch, home: boolean, now: number, days: number) {
  const today = pakistanDate(now);
  const list: { date: string; times: string[] }[] = [];
  for (let i = 0; i < Math.min(days, MAX_LIST_DAYS); i++) {
    const date = addDays(today, i);
    const times = labTimesOn(branch, home, date, now);
    if (times.length) list.push({ date, times });
  }
  return { today, now_time: pakistanTime(now), home_sampling: home, window: labWindow(branch, home), days: list };
}

/** Why this date and time cannot be booked, in a whole sentence; null when it can. */
export function labTimeProblem(branch: Branch, home: boolean, date: string, time: string, now: number): string | null {
  const lead = home ? HOME_LEAD_MINUTES : BRANCH_LEAD_MINUTES;
  if (pakistanInstant(date, time) < now)
    return `${date} at ${clock12(time)} Pakistan time has already passed. Please choose a later time.`;
  if (!home && !branch.open_days.includes(weekdayOf(date)))
    return `${branch.branch_name} is closed on ${DAY_NAMES[weekdayOf(date)]}. Please choose another day.`;
  const { from, until } = labWindow(branch, home);
  if (!starts(branch, home).map(toTime).includes(time)) {
    const where = home ? 'Home sample collection' : `${branch.branch_name}`;
    return `${where} takes bookings on the half hour from ${clock12(from)} until 30 minutes before ${clock12(until === '23:59:59' ? '00:00:00' : until)}, Pakistan time. Please choose one of those times.`;
  }
  if (pakistanInstant(date, time) < now + lead * 60_000)
    return home
      ? `Home sample collection must be booked at least ${lead / 60} hours ahead. Please choose a later time.`
      : `A visit to the branch must be booked at least ${lead} minutes ahead. Please choose a later time.`;
  return null;
}
