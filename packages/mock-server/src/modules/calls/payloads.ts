import type { ReceiveCall } from '@ehp/api-types';
import type { EndReason } from '../notify/doctor-peer.ts';

/** What the patient reads in call_ended when the peer gives no message of its own. */
export const END_MESSAGES: Record<EndReason, string> = {
  doctor_hangup: 'The doctor ended the call.',
  doctor_unavailable: 'The doctor is not available right now.',
  timeout: 'The doctor stopped calling.',
  cancelled: 'The call was cancelled.',
  taken_elsewhere: 'The call was answered or declined on another device.',
};

/** notify_error for a call event from a patient's socket other than the one that answered the call. */
export const ANSWERED_ELSEWHERE = 'This call was answered in another tab or on another device; it goes on there.';

export function receiveCallPayload(call: Pick<ReceiveCall, keyof ReceiveCall>): ReceiveCall {
  return {
    call_id: call.call_id,
    appointment_id: call.appointment_id,
    doctor_name: call.doctor_name,
    doctor_pmdc: call.doctor_pmdc,
    started_at: call.started_at,
  };
}
