import type { CallSignal } from '@ehp/api-types';
import { CallEndedReason } from '@ehp/api-types/schema';

/**
 * The doctor's side of an accepted call. The mock has no real doctor: an injected CreateDoctorPeer
 * (the simulated doctor in modules/calls/simulated-doctor runs a WebRTC peer in a child process)
 * answers the patient's offer. Without one, every accepted call ends with doctor_unavailable.
 */
export type DoctorBehaviour = 'normal' | 'no_answer' | 'hangup_after' | 'no_video';
export const DOCTOR_BEHAVIOURS: DoctorBehaviour[] = ['normal', 'no_answer', 'hangup_after', 'no_video'];

export type PeerSignal = CallSignal['signal'];
/** The contract's call_ended reasons as plain strings, so peers can write end('doctor_hangup'). */
export type EndReason = `${CallEndedReason}`;

/** Plain reason -> the contract's enum, without casts. */
export const END_REASON: Record<EndReason, CallEndedReason> = {
  doctor_hangup: CallEndedReason.doctor_hangup,
  doctor_unavailable: CallEndedReason.doctor_unavailable,
  timeout: CallEndedReason.timeout,
  cancelled: CallEndedReason.cancelled,
  taken_elsewhere: CallEndedReason.taken_elsewhere,
};

/** What the doctor peer learns about the call it joins. */
export interface RingingCallForPeer {
  call_id: string;
  patient_id: string;
  appointment_id: number;
  doctor_name: string;
  doctor_pmdc: string;
  /** normal: answers with video; no_answer: never answers; hangup_after: hangs up after hangup_after_seconds; no_video: audio only. */
  doctor_behaviour: DoctorBehaviour;
  hangup_after_seconds?: number;
}

/** Given to the peer: how it reaches the patient and how it ends the call. */
export interface DoctorPeerHandlers {
  /** Relayed to the patient's accepting socket as call_signal. */
  sendSignal(signal: PeerSignal): void;
  /** Ends the call; the patient gets call_ended { call_id, reason, message }. Safe to call more than once. */
  end(reason: EndReason, message?: string): void;
}

/** Returned by the peer: the server feeds it the patient's signals and stops it when the call ends. */
export interface DoctorPeer {
  signal(data: PeerSignal): void;
  /** Idempotent; releases the peer (and its child process). */
  stop(): void;
}

export type CreateDoctorPeer = (call: RingingCallForPeer, handlers: DoctorPeerHandlers) => DoctorPeer;

/** The default when no peer is injected: nobody is there to answer. */
export const unavailableDoctorPeer: CreateDoctorPeer = (_call, handlers) => {
  const timer = setTimeout(
    () => handlers.end('doctor_unavailable', 'No doctor is available right now. Please try again later.'),
    0,
  );
  return { signal() {}, stop: () => clearTimeout(timer) };
};
