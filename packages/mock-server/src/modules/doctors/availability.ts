import {
  addDays,
  AppointmentMode,
  BOOKING_HORIZON_DAYS,
  bookableDateProblem,
  formatTime12h,
  isFutureSlot,
  nextAvailableDate,
  pakistanDate,
  PaymentStatus,
  slotsOn,
  weekdayOf,
  type components,
} from '@ehp/api-types';
import { lookup } from '../../store/indexes.ts';
import { APPOINTMENTS_BY_DOCTOR_DAY, doctorDayKey, PAYMENTS_BY_APPOINTMENT } from '../../store/record-indexes.ts';
import type { AppointmentRecord, DoctorProfileRecord, DoctorRecord, StoreData } from '../../store/types.ts';

type ScheduleEntry = components['schemas']['ScheduleEntry'];
type Mode = 'online' | 'clinic';

export type DirectoryDoctor = DoctorRecord & { profile: DoctorProfileRecord };
export type SlotsAnswer = components['schemas']['DoctorSlotsResponse']['data'];
export interface SlotProblem {
  status: 400 | 404;
  message: string;
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const DAYS_LONG = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];

export function findDirectoryDoctor(data: StoreData, pmdc: string): DirectoryDoctor | undefined {
  return data.doctors.find((d): d is DirectoryDoctor => d.pmdc === pmdc && d.profile !== undefined);
}

/** The payment tried last for an appointment (payments are appended as they start). */
const latestPayment = (data: StoreData, appointmentId: number) =>
  lookup(data, PAYMENTS_BY_APPOINTMENT, String(appointmentId))
    .filter((p) => p.appointment_id === appointmentId)
    .at(-1);

/**
 * Whether an appointment keeps its slot: paid or done, or an unpaid hold still running. A payment
 * still pending at the gateway keeps the hold past its expiry, so the slot cannot be sold twice.
 */
export function holdsSlot(data: StoreData, appointment: AppointmentRecord, now: number): boolean {
  if (appointment.status === 'confirmed' || appointment.status === 'completed') return true;
  if (appointment.status !== 'awaiting_payment') return false;
  if (appointment.hold_expires_at !== null && appointment.hold_expires_at > now) return true;
  return latestPayment(data, appointment.id)?.status === PaymentStatus.PENDING;
}

/** A doctor's appointments on a date, in any state. */
export const appointmentsOn = (data: StoreData, pmdc: string, date: string): AppointmentRecord[] =>
  lookup(data, APPOINTMENTS_BY_DOCTOR_DAY, doctorDayKey(pmdc, date)).filter((a) => a.pmdc === pmdc && a.date === date);

/** The times a doctor is already booked on a date, in any mode: a doctor is never in two places at once. */
export function takenTimes(data: StoreData, pmdc: string, date: string, now: number): Set<string> {
  const taken = new Set<string>();
  for (const a of appointmentsOn(data, pmdc, date)) if (holdsSlot(data, a, now)) taken.add(a.time);
  return taken;
}

/** The schedule entries of one mode (and, in clinic, one practice location). */
export function sittingFor(
  doctor: DirectoryDoctor,
  mode: Mode,
  locationId: number | null | undefined,
): ScheduleEntry[] {
  return doctor.profile.schedule.filter((s) => s.mode === mode && (mode === 'online' || s.location_id === locationId));
}

/** [1,2,3,4,5,6] -> 'Mon-Sat', [1,3,5] -> 'Mon, Wed, Fri', all seven -> 'every day'. */
function daysText(weekdays: readonly number[]): string {
  const days = [...new Set(weekdays)].sort((a, b) => a - b);
  if (days.length === 7) return 'every day';
  const runs: number[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .flatMap((run) => (run.length >= 3 ? [`${DAYS[run[0]]}-${DAYS[run.at(-1)!]}`] : run.map((d) => DAYS[d])))
    .join(', ');
}

/** 'Mon, Wed, Fri 05:00 PM-08:00 PM (20-minute slots)': how the doctor's hours read in a message. */
const hoursText = (sittings: ScheduleEntry[]) =>
  sittings
    .map(
      (s) =>
        `${daysText(s.weekdays)} ${formatTime12h(s.start_time)}-${formatTime12h(s.end_time)} (${s.slot_minutes}-minute slots)`,
    )
    .join('; ');

/** 'Shifa Family Clinic, Gulberg', or 'location 4242' for an id nobody knows. */
function placeName(data: StoreData, id: number | null | undefined): string {
  const place = data.practice_locations.find((l) => l.id === id);
  return place ? `${place.clinic_name}, ${place.branch_name}` : `location ${id}`;
}

/**
 * Why a doctor cannot be seen on a date in a mode (and at a location), or null: the booking
 * horizon, a mode the doctor does not offer, a missing or foreign practice location.
 */
export function sittingProblem(
  data: StoreData,
  doctor: DirectoryDoctor,
  input: { date: string; mode: Mode; location_id?: number | null },
  now: number,
): SlotProblem | null {
  const dateProblem = bookableDateProblem(input.date, now);
  if (dateProblem) return { status: 400, message: dateProblem };
  if (!doctor.profile.schedule.some((s) => s.mode === input.mode)) {
    const other = input.mode === 'online' ? 'Book an in-clinic visit instead.' : 'Book an online consultation instead.';
    return {
      status: 400,
      message: `${doctor.name} does not ${input.mode === 'online' ? 'consult online' : 'see patients in a clinic'}. ${other}`,
    };
  }
  if (input.mode === 'clinic') {
    if (input.location_id == null)
      return { status: 400, message: 'Choose a practice location (location_id) for an in-clinic appointment' };
    if (!doctor.profile.location_ids.includes(input.location_id)) {
      return { status: 400, message: `${doctor.name} does not practise at ${placeName(data, input.location_id)}` };
    }
  }
  return null;
}

/**
 * Why a slot cannot be booked, or null. It does not check whether the slot is taken: the booking
 * checks that inside the store write, where two concurrent attempts cannot both pass.
 */
export function slotProblem(
  data: StoreData,
  doctor: DirectoryDoctor,
  input: { date: string; time: string; mode: Mode; location_id?: number | null },
  now: number,
): SlotProblem | null {
  const problem = sittingProblem(data, doctor, input, now);
  if (problem) return problem;
  const sittings = sittingFor(doctor, input.mode, input.location_id);
  const times = sittings.flatMap((s) => slotsOn(s, input.date));
  if (!times.includes(input.time)) {
    const online = input.mode === 'online';
    const hours = `${online ? 'Online' : 'In-clinic'} hours: ${hoursText(sittings)}`;
    if (times.length > 0) {
      const kind = online ? 'online' : 'in-clinic';
      const message = `${formatTime12h(input.time)} is not one of ${doctor.name}'s ${kind} slots on ${input.date}. ${hours}`;
      return { status: 400, message };
    }
    const sees = online ? 'consult online' : `see patients at ${placeName(data, input.location_id)}`;
    return { status: 400, message: `${doctor.name} does not ${sees} on ${DAYS_LONG[weekdayOf(input.date)]}. ${hours}` };
  }
  if (!isFutureSlot(input.date, input.time, now))
    return { status: 400, message: `The slot at ${formatTime12h(input.time)} on ${input.date} has already passed` };
  return null;
}

/** The slot times of some sittings on a date, in order, without repeats. */
const timesOn = (sittings: ScheduleEntry[], date: string) =>
  [...new Set(sittings.flatMap((s) => slotsOn(s, date)))].sort();

/** The contract's slot list of one date and mode (and location); taken and past slots are unavailable, past ones say so. */
export function slotsFor(
  data: StoreData,
  doctor: DirectoryDoctor,
  date: string,
  mode: AppointmentMode,
  locationId: number | null | undefined,
  now: number,
): SlotsAnswer {
  const sittings = sittingFor(doctor, mode, locationId);
  const thatDay = sittings.find((s) => s.weekdays.includes(weekdayOf(date))) ?? sittings[0];
  const taken = takenTimes(data, doctor.pmdc, date, now);
  return {
    date,
    mode,
    location_id: mode === AppointmentMode.online ? null : (locationId ?? null),
    // With no sitting that day the list is empty and the weekly grid still gives the slot length;
    // 15 only stands in for a mode without sittings, which sittingProblem refuses before this.
    slot_minutes: thatDay?.slot_minutes ?? 15,
    slots: timesOn(sittings, date).map((time) => {
      const past = !isFutureSlot(date, time, now);
      return { time, available: !taken.has(time) && !past, past };
    }),
  };
}

/** A free slot (not taken, not past) among some sittings on a date. */
function hasFreeSlot(data: StoreData, doctor: DirectoryDoctor, sittings: ScheduleEntry[], date: string, now: number) {
  const times = timesOn(sittings, date);
  if (times.length === 0) return false;
  const taken = takenTimes(data, doctor.pmdc, date, now);
  return times.some((time) => !taken.has(time) && isFutureSlot(date, time, now));
}

/** The first Pakistan date from today with a free slot (in one mode, or any), within the booking horizon. */
export function nextAvailable(data: StoreData, doctor: DirectoryDoctor, now: number, mode?: Mode): string | null {
  const sittings = mode ? doctor.profile.schedule.filter((s) => s.mode === mode) : doctor.profile.schedule;
  const weekdays = sittings.flatMap((s) => s.weekdays);
  return nextAvailableDate(weekdays, pakistanDate(now), (date) => hasFreeSlot(data, doctor, sittings, date, now));
}

export type NextSlot = components['schemas']['NextSlot'];

/**
 * The first `count` free slots (not taken, not past) from today within the booking horizon, in one
 * sitting set: online, or in-clinic at one location. A doctor is never in two places at once, so a
 * time taken in any mode is not free.
 */
export function nextFreeSlots(
  data: StoreData,
  doctor: DirectoryDoctor,
  now: number,
  place: { mode: AppointmentMode; location_id: number | null },
  count: number,
): NextSlot[] {
  const sittings = sittingFor(doctor, place.mode, place.location_id);
  const found: NextSlot[] = [];
  const today = pakistanDate(now);
  for (let day = 0; day <= BOOKING_HORIZON_DAYS && found.length < count; day++) {
    const date = addDays(today, day);
    const times = timesOn(sittings, date);
    if (times.length === 0) continue;
    const taken = takenTimes(data, doctor.pmdc, date, now);
    for (const time of times) {
      if (found.length >= count) break;
      if (!taken.has(time) && isFutureSlot(date, time, now)) found.push({ date, time, ...place });
    }
  }
  return found;
}
