import { CallStatusStatus } from '@ehp/api-types/schema';
import type { CallState } from './state.ts';

// What the calling doctor reads in call_status at each step (asyncapi.yaml, CallStatus).

export const DOCTOR_END_MESSAGES = {
  offline: 'The patient is not connected right now.',
  busy: 'The patient is in another call.',
  declined: 'The patient declined the call.',
  missed: 'The patient did not answer.',
  patient_hangup: 'The patient ended the call.',
  patient_connection_lost: 'The connection to the patient was lost. The call has ended.',
  patient_media_error: "The patient's video could not start. The call has ended.",
  connection_lost: 'The connection to the patient was lost. The call has ended.',
  doctor_hangup: 'You ended the call.',
  doctor_unavailable: 'Your connection was lost. The call has ended.',
  doctor_connection_lost: 'Your connection was lost. The call has ended.',
  cancelled: 'You cancelled the call.',
} as const;

const isKnownReason = (reason: string): reason is keyof typeof DOCTOR_END_MESSAGES =>
  Object.hasOwn(DOCTOR_END_MESSAGES, reason);

/** The call_status of a state (null for in_call: the doctor already knows the call was accepted). */
export function doctorStatusOf(
  state: CallState,
  endReason: string | null,
): { status: CallStatusStatus; message?: string } | null {
  switch (state) {
    case 'ringing':
      return { status: CallStatusStatus.ringing };
    case 'accepted':
      return { status: CallStatusStatus.accepted };
    case 'in_call':
      return null;
    case 'declined':
      return { status: CallStatusStatus.declined, message: DOCTOR_END_MESSAGES.declined };
    case 'missed':
      return { status: CallStatusStatus.missed, message: DOCTOR_END_MESSAGES.missed };
    case 'busy':
      return { status: CallStatusStatus.busy, message: DOCTOR_END_MESSAGES.busy };
    case 'ended':
      return {
        status: CallStatusStatus.ended,
        message: endReason && isKnownReason(endReason) ? DOCTOR_END_MESSAGES[endReason] : 'The call has ended.',
      };
  }
}
