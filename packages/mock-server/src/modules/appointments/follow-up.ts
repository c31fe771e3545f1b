import {
  AppointmentMode,
  AppointmentStatus,
  DAY_MS,
  formatTime12h,
  pakistanDate,
  pakistanTime,
  type components,
} from '@ehp/api-types';
import { conflict, ErrorCode, notFound } from '../../http/errors.ts';
import type { AppointmentRecord, DoctorRecord, StoreData } from '../../store/types.ts';
import { MESSAGES, occupiesSlot, startsAt, type Timeline } from './lifecycle.ts';
import { appointmentById, appointmentsOf, currentTimeline, slotMinutesOf } from './records.ts';

// The free follow-up (openapi.yaml BookAppointmentRequest.follow_up_of, x-provisional): within 7
// days of a completed online visit, its patient books one online visit with the same doctor at no
// fee, unless the doctor turned it off. A visit is done when its time is over (status completed):
// a call may drop and be made again within the slot, so an answered call alone does not end it.

/** Days after the visit's slot ended within which the follow-up must start. */
export const FOLLOW_UP_DAYS = 7;

const MINUTE = 60_000;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '06:40 PM on 30 November 2026 (Pakistan time)': an instant, for messages. */
export function deadlineText(ms: number): string {
  const [y, m, d] = pakistanDate(ms).split('-');
  return `${formatTime12h(pakistanTime(ms))} on ${Number(d)} ${MONTHS[Number(m) - 1]} ${y} (Pakistan time)`;
}

export const FOLLOW_UP_MESSAGES = {
  used: 'You have already booked the free follow-up of this visit. Each visit includes one free follow-up.',
  notOver: 'The free follow-up of this visit opens once the visit is over.',
  notHeld: 'This visit did not take place, so it includes no free follow-up.',
  notOnline: 'Free follow-ups come with online visits only. This visit was in the clinic.',
  isFollowUp: 'This visit was itself a free follow-up, so it does not include another one.',
  off: (doctor: string) => `${doctor} does not offer free follow-ups.`,
  expired: (deadline: string) => `The free follow-up of this visit had to start before ${deadline}. That time is over.`,
  otherDoctor: (doctor: string) =>
    `The free follow-up is with ${doctor}, the doctor of your first visit. Please choose one of their times.`,
  clinic: 'The free follow-up is an online visit. Please choose an online time.',
  tooLate: (deadline: string) => `The free follow-up must start before ${deadline}. Please choose an earlier time.`,
} as const;

/** Whether the doctor offers free follow-ups (on unless turned off). */
export const offersFollowUps = (doctor: DoctorRecord | undefined): boolean => doctor?.free_follow_up !== false;

/** Until when (epoch ms) the follow-up of this visit may start: 7 days after its slot ended. */
export const followUpDeadline = (data: StoreData, a: AppointmentRecord): number =>
  startsAt(a) + slotMinutesOf(data, a) * MINUTE + FOLLOW_UP_DAYS * DAY_MS;

/** The live (not cancelled or lapsed) follow-up booked for this visit, if any. */
export const bookedFollowUp = (data: StoreData, original: AppointmentRecord): AppointmentRecord | undefined =>
  appointmentsOf(data, original.patient_id).find((a) => a.follow_up_of === original.id && occupiesSlot(a));

/** Why this visit (as it is now) offers no free follow-up at `now`, or null when it does. */
export function followUpProblem(data: StoreData, t: Timeline, now: number): string | null {
  const a = t.appointment;
  if (a.mode !== AppointmentMode.online) return FOLLOW_UP_MESSAGES.notOnline;
  if (a.follow_up_of != null) return FOLLOW_UP_MESSAGES.isFollowUp;
  if (a.status === AppointmentStatus.confirmed) return FOLLOW_UP_MESSAGES.notOver;
  if (a.status !== AppointmentStatus.completed) return FOLLOW_UP_MESSAGES.notHeld;
  const doctor = data.doctors.find((d) => d.pmdc === a.pmdc);
  if (!offersFollowUps(doctor)) return FOLLOW_UP_MESSAGES.off(doctor?.name ?? a.pmdc);
  if (bookedFollowUp(data, a)) return FOLLOW_UP_MESSAGES.used;
  const until = followUpDeadline(data, a);
  if (now >= until) return FOLLOW_UP_MESSAGES.expired(deadlineText(until));
  return null;
}

/** The contract's free_follow_up_until: the deadline while the offer stands, else null. */
export const freeFollowUpUntil = (data: StoreData, t: Timeline, now: number): string | null =>
  followUpProblem(data, t, now) === null ? new Date(followUpDeadline(data, t.appointment)).toISOString() : null;

type BookRequest = components['schemas']['BookAppointmentRequest'];

/**
 * The visit a follow-up booking names, checked: the patient's own (404 otherwise, as an unknown id),
 * offering its follow-up now, and the request fits it (same doctor, online, before the deadline).
 * Call inside store.write, with the booking: two follow-ups of one visit cannot both pass.
 */
export function followUpOriginal(
  data: StoreData,
  patientId: number,
  req: BookRequest & { follow_up_of: number },
  now: number,
): AppointmentRecord {
  const stored = appointmentById(data, req.follow_up_of);
  if (!stored || stored.patient_id !== patientId) throw notFound(MESSAGES.notFound(req.follow_up_of));
  const problem = followUpProblem(data, currentTimeline(data, stored, now), now);
  if (problem)
    throw conflict(problem, problem === FOLLOW_UP_MESSAGES.used ? ErrorCode.follow_up_used : ErrorCode.conflict);
  if (req.pmdc !== stored.pmdc) {
    const doctor = data.doctors.find((d) => d.pmdc === stored.pmdc);
    throw conflict(FOLLOW_UP_MESSAGES.otherDoctor(doctor?.name ?? stored.pmdc), ErrorCode.conflict);
  }
  if (req.mode !== AppointmentMode.online) throw conflict(FOLLOW_UP_MESSAGES.clinic, ErrorCode.conflict);
  const until = followUpDeadline(data, stored);
  if (startsAt(req) >= until) throw conflict(FOLLOW_UP_MESSAGES.tooLate(deadlineText(until)), ErrorCode.conflict);
  return stored;
}
