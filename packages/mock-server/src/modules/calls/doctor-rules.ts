import { AppointmentMode, AppointmentStatus, formatTime12h, pakistanTime, PaymentStatus } from '@ehp/api-types';
import type { AppointmentRecord } from '../../store/types.ts';
import { startsAt } from '../appointments/lifecycle.ts';

// Who may ring whom, and when: pure rules of the doctor's call_start (the registry and the socket
// handlers apply them). The call window is the mock's configuration; the clock is QA's mock clock.

const MINUTE = 60_000;

export interface CallWindowConfig {
  minutesBefore: number;
  minutesAfter: number;
}

export const CALL_MESSAGES = {
  notYours: 'Only the doctor of this appointment can call its patient.',
  notOnline: 'Only online appointments can be called.',
  notPaid: 'Only paid appointments can be called.',
  cancelled: 'This appointment was cancelled.',
  tooEarly: (from: number, before: number) =>
    `This appointment can be called from ${formatTime12h(pakistanTime(from))} Pakistan time (${before} minutes before it starts).`,
  tooLate: 'The call window of this appointment is over.',
  doctorBusy: 'You are already in a call. Hang up first.',
  rateLimited: (seconds: number) => `Too many calls. Try again in ${seconds} seconds.`,
  patientsCannotCall: 'Patients cannot start calls.',
  notDoctor: 'Sign in as a doctor to call patients.',
  ownDoctorOnly: 'You can only connect as yourself.',
  notInCall: 'You are not in this call.',
} as const;

const TOO_EARLY_PREFIX = CALL_MESSAGES.tooEarly(0, 0).split(' from ')[0];

/** Whether callStartProblem's answer is the call window (too early or too late), not a refusal of the doctor. */
export const isOutsideWindow = (problem: string): boolean =>
  problem === CALL_MESSAGES.tooLate || problem.startsWith(`${TOO_EARLY_PREFIX} from `);

/** From when until when the doctor may ring the patient of this appointment (epoch ms). */
export function callWindowOf(
  a: Pick<AppointmentRecord, 'date' | 'time'>,
  slotMinutes: number,
  window: CallWindowConfig,
): { from: number; until: number } {
  const start = startsAt(a);
  return {
    from: start - window.minutesBefore * MINUTE,
    until: start + (slotMinutes + window.minutesAfter) * MINUTE,
  };
}

/** Why this doctor may not ring this appointment's patient now, or null when they may. */
export function callStartProblem(input: {
  appointment: AppointmentRecord | undefined;
  doctorPmdc: string;
  now: number;
  slotMinutes: number;
  window: CallWindowConfig;
}): string | null {
  const { appointment: a, doctorPmdc, now, slotMinutes, window } = input;
  // An unknown appointment reads like another doctor's: ids reveal nothing.
  if (!a || a.pmdc !== doctorPmdc) return CALL_MESSAGES.notYours;
  if (a.mode !== AppointmentMode.online) return CALL_MESSAGES.notOnline;
  if (a.status === AppointmentStatus.cancelled) return CALL_MESSAGES.cancelled;
  if (a.payment_status !== PaymentStatus.SUCCESS) return CALL_MESSAGES.notPaid;
  const { from, until } = callWindowOf(a, slotMinutes, window);
  if (now < from) return CALL_MESSAGES.tooEarly(from, window.minutesBefore);
  if (now > until) return CALL_MESSAGES.tooLate;
  return null;
}
