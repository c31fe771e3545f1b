import {
  AppointmentStatus,
  MAX_RESCHEDULES,
  PaymentStatus,
  RESCHEDULE_NOTICE_HOURS,
  type components,
} from '@ehp/api-types';
import { ApiError, badRequest, conflict, ErrorCode, notFound, tooMany } from '../../http/errors.ts';
import type { SlidingWindowLimiter } from '../../http/rate-limit.ts';
import type { StoreData } from '../../store/types.ts';
import { appointmentsOn, findDirectoryDoctor, holdsSlot, slotProblem } from '../doctors/availability.ts';
import { MESSAGES, refusal, startsAt, type Timeline } from './lifecycle.ts';
import { commit, ownTimeline } from './records.ts';

type RescheduleRequest = components['schemas']['RescheduleRequest'];

/** The notice in milliseconds: a move must happen at least this long before the appointment starts. */
export const RESCHEDULE_NOTICE_MS = RESCHEDULE_NOTICE_HOURS * 60 * 60_000;

export const RESCHEDULE_MESSAGES = {
  tooLate: `An appointment can be moved up to ${RESCHEDULE_NOTICE_HOURS} hours before it starts. This one starts sooner, so it keeps its time; you can still cancel it.`,
  started: 'This appointment has already started and can no longer be moved.',
  limit: `This appointment has already been moved ${MAX_RESCHEDULES} times, the most allowed. You can still cancel it and book another time.`,
  notConfirmed:
    'Only a confirmed appointment (paid, or to pay at the clinic) can be moved. Pay for this booking first, or book another time.',
  sameTime: 'The appointment is already at this time. Choose another time.',
  tooMany: (attempts: number, minutes: number) =>
    `You have tried to move appointments ${attempts} times in the last hour. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
} as const;

/**
 * Counts one reschedule attempt of the patient (limits.ts reschedulesPerPatient), before anything
 * is checked, so refused attempts count too; throws 429 with Retry-After past the limit.
 */
export function takeRescheduleAttempt(limiter: SlidingWindowLimiter, patientId: number, now: number): void {
  const taken = limiter.take(String(patientId), now);
  if (taken.allowed) return;
  const minutes = Math.max(1, Math.ceil(taken.retryAfterMs / 60_000));
  throw tooMany(RESCHEDULE_MESSAGES.tooMany(limiter.limit, minutes), taken.retryAfterMs / 1000);
}

/** Paid online, or confirmed to pay at the clinic: what a move keeps. */
const confirmedAndSettled = (t: Timeline): boolean =>
  t.appointment.status === AppointmentStatus.confirmed &&
  (t.appointment.pay_at_clinic === true || t.payments.some((p) => p.status === PaymentStatus.SUCCESS));

/** Why an (evolved) appointment cannot move now, as the error to send, or null. Pure. */
export function rescheduleProblem(t: Timeline, now: number): ApiError | null {
  const a = t.appointment;
  if (a.status === AppointmentStatus.cancelled) return refusal(MESSAGES.cancelled);
  if (a.status === AppointmentStatus.completed || now >= startsAt(a))
    return conflict(RESCHEDULE_MESSAGES.started, ErrorCode.reschedule_too_late);
  if (!confirmedAndSettled(t)) return conflict(RESCHEDULE_MESSAGES.notConfirmed, ErrorCode.conflict);
  if (now > startsAt(a) - RESCHEDULE_NOTICE_MS)
    return conflict(RESCHEDULE_MESSAGES.tooLate, ErrorCode.reschedule_too_late);
  if ((a.reschedule_count ?? 0) >= MAX_RESCHEDULES)
    return conflict(RESCHEDULE_MESSAGES.limit, ErrorCode.reschedule_limit);
  return null;
}

/** Reminders are planned from the appointment's time: a move plans them again for the new one. */
const REPLANNED = /^reminder_/;

/**
 * Moves one of the patient's appointments to another free time of the same doctor, mode and place.
 * Call inside store.write: the checks, freeing the old time and taking the new one happen in one
 * synchronous step, so the patient never holds both or neither, and of two patients taking the
 * same time exactly one passes. The payments are untouched: they stay with the appointment.
 */
export function reschedule(data: StoreData, patientId: number, req: RescheduleRequest, now: number): Timeline {
  const t = ownTimeline(data, patientId, req.appointment_id, now);
  const problem = rescheduleProblem(t, now);
  if (problem) throw problem;
  const a = t.appointment;
  if (a.date === req.date && a.time === req.time) throw badRequest(RESCHEDULE_MESSAGES.sameTime);
  const doctor = findDirectoryDoctor(data, a.pmdc);
  if (!doctor) throw notFound(`No doctor with PMDC number ${a.pmdc} in the directory`);
  const slot = slotProblem(
    data,
    doctor,
    { date: req.date, time: req.time, mode: a.mode, location_id: a.location_id },
    now,
  );
  if (slot) throw new ApiError(slot.status, slot.message);
  const holder = appointmentsOn(data, a.pmdc, req.date).find((o) => o.time === req.time && holdsSlot(data, o, now));
  if (holder) throw refusal(holder.patient_id === patientId ? MESSAGES.alreadyYours : MESSAGES.taken);

  const notices = Object.fromEntries(Object.entries(a.notices ?? {}).filter(([key]) => !REPLANNED.test(key)));
  const next: Timeline = {
    ...t,
    appointment: {
      ...a,
      date: req.date,
      time: req.time,
      reschedule_count: (a.reschedule_count ?? 0) + 1,
      rescheduled_from: { date: a.date, time: a.time, at: new Date(now).toISOString() },
      notices,
      ready_at: null,
    },
  };
  commit(data, next);
  return next;
}
