import type { CallAttempt } from '@ehp/api-types';
import { CallAttemptOutcome as O } from '@ehp/api-types/schema';
import type { Logger } from '../../logger.ts';
import type { Store } from '../../store/store.ts';
import type { CallState } from './state.ts';

// The doctor's calls about an appointment, kept on the appointment (openapi.yaml CallAttempt,
// x-provisional): each call is recorded once, when the server sees how the ringing ended.

export type CallAttemptOutcome = CallAttempt['outcome'];

/** Kept per appointment (the contract's maxItems): the oldest go first. */
export const MAX_CALL_ATTEMPTS = 20;

/** How a ringing call ended for the record, or null when this step is not the end of the ringing. */
export function attemptOutcome(from: CallState, to: CallState): CallAttemptOutcome | null {
  if (from !== 'ringing') return null;
  switch (to) {
    case 'accepted':
      return O.answered;
    case 'declined':
      return O.declined;
    // Not answered in time, or the doctor stopped ringing first: the patient missed it either way.
    case 'missed':
    case 'ended':
      return O.missed;
    case 'busy':
      return O.failed;
    default:
      return null;
  }
}

export interface AttemptInput {
  appointment_id: number;
  patient_id: string;
  doctor_pmdc: string;
  doctor_name: string;
  /** When the doctor rang, by the mock's (QA) clock. */
  at: number;
  outcome: CallAttemptOutcome;
}

/**
 * Appends the attempt to the appointment when it is that patient's appointment with that doctor
 * (QA's simulated calls may name any id: they leave no record on someone else's appointment).
 */
export async function recordCallAttempt(store: Store, input: AttemptInput, logger: Logger): Promise<void> {
  try {
    await store.write((data) => {
      const a = data.appointments.find((x) => x.id === input.appointment_id);
      if (!a || String(a.patient_id) !== input.patient_id || a.pmdc !== input.doctor_pmdc) return;
      const attempt: CallAttempt = {
        at: new Date(input.at).toISOString(),
        outcome: input.outcome,
        doctor_name: input.doctor_name,
      };
      a.call_attempts = [...(a.call_attempts ?? []), attempt].slice(-MAX_CALL_ATTEMPTS);
    });
  } catch (error) {
    logger.error('call attempt not recorded', {
      appointment_id: input.appointment_id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** The attempts as the contract shows them (a copy, oldest first). */
export const callAttemptsJson = (a: { call_attempts?: CallAttempt[] }): CallAttempt[] =>
  (a.call_attempts ?? []).map((x) => ({ ...x }));
