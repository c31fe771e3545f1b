import {
  AppointmentStatus,
  VISIT_ADVICE_LIMITS,
  visitAdviceProblem,
  type components,
  type VisitAdviceProblem,
} from '@ehp/api-types';
import type { AppointmentRecord, StoreData } from '../../store/types.ts';
import type { Timeline } from '../appointments/lifecycle.ts';
import { enDate } from './dates.ts';

// After the visit: when it counts as happened, what the doctor's advice must hold, and how the
// advice is shown (to its doctor and its patient only).

type S = components['schemas'];

export const AFTER_VISIT_MESSAGES = {
  notYet:
    'You can write the advice once the visit has happened: after the patient answers your call, or once the appointment time is over.',
  cancelled: 'This appointment was cancelled, so there was no visit.',
  saved: 'Advice saved. The patient has been told it is ready.',
  corrected: 'Advice corrected. The patient sees the new version.',
  rateNotYet: 'You can rate this visit once it has happened.',
  alreadyRated: 'You have already rated this visit. Thank you.',
  rated: 'Thank you for rating your visit',
} as const;

export const adviceProblemMessage = (problem: VisitAdviceProblem, visitDate: string): string =>
  ({
    empty: 'Write your advice, or add a medicine or a test, before saving.',
    follow_up_not_after_visit: `The follow-up date must be after the visit (${enDate(visitDate)}).`,
    follow_up_too_far: `The follow-up date must be within ${VISIT_ADVICE_LIMITS.followUpWithinDays} days of the visit.`,
  })[problem];

/** A visit happened: the patient answered the doctor's call, or the appointment's time is over. */
export function visitHappened(t: Timeline): boolean {
  const a = t.appointment;
  if (a.status === AppointmentStatus.completed) return true;
  if (a.status !== AppointmentStatus.confirmed) return false;
  return (a.call_attempts ?? []).some((c) => c.outcome === 'answered');
}

/** Why the visit cannot be written about or rated yet, or null. */
export function notVisitedMessage(t: Timeline, forDoctor: boolean): string | null {
  if (t.appointment.status === AppointmentStatus.cancelled) return AFTER_VISIT_MESSAGES.cancelled;
  if (!visitHappened(t)) return forDoctor ? AFTER_VISIT_MESSAGES.notYet : AFTER_VISIT_MESSAGES.rateNotYet;
  return null;
}

type AdviceInput = Omit<S['VisitAdviceRequest'], 'appointment_id'>;

/** The request with its text trimmed (rows and tests as given, each trimmed). */
export function trimmedAdvice(body: AdviceInput): Required<AdviceInput> {
  return {
    advice: body.advice.trim(),
    medicines: body.medicines.map((m) => ({
      name: m.name.trim(),
      strength: m.strength.trim(),
      frequency: m.frequency.trim(),
      days: m.days,
    })),
    tests: body.tests.map((t) => t.trim()),
    follow_up_date: body.follow_up_date ?? null,
  };
}

export const adviceProblem = (input: Required<AdviceInput>, visitDate: string) => {
  const problem = visitAdviceProblem(input, visitDate);
  return problem ? adviceProblemMessage(problem, visitDate) : null;
};

export function adviceJson(data: StoreData, a: AppointmentRecord): S['VisitAdvice'] | null {
  if (!a.advice) return null;
  const doctor = data.doctors.find((d) => d.pmdc === a.pmdc);
  const patient = data.patients.find((p) => p.id === a.patient_id);
  return {
    appointment_id: a.id,
    ...a.advice,
    doctor_name: doctor?.name ?? '',
    doctor_pmdc: a.pmdc,
    patient_name: patient?.name ?? '',
    visit_date: a.date,
  };
}

export function ratingJson(data: StoreData, a: AppointmentRecord): S['VisitRating'] | null {
  const review = data.reviews.find((r) => r.appointment_id === a.id);
  return review ? { rating: review.rating, comment: review.comment, created_at: review.created_at } : null;
}
