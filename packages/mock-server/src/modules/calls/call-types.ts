import type { CallEnded, ReceiveCall } from '@ehp/api-types';
import type { NotifyErrorCode } from '@ehp/api-types/schema';
import type { Logger } from '../../logger.ts';
import type { CreateDoctorPeer, DoctorBehaviour, RingingCallForPeer } from '../notify/doctor-peer.ts';
import type { AttemptInput } from './attempts.ts';
import type { CallState } from './state.ts';

/** How the registry reaches sockets; the /notify server implements it. */
export interface CallTransport {
  /** receive_call to every socket of the patient; returns how many it reached. */
  ring(patientId: string, payload: ReceiveCall): number;
  toSocket(
    socketId: string,
    event: 'call_signal' | 'call_ended' | 'receive_call' | 'call_status' | 'call_media_state',
    payload: unknown,
  ): void;
  toPatient(patientId: string, event: 'call_ended', payload: CallEnded, exceptSocketId?: string): void;
  isConnected(socketId: string): boolean;
  /** Whether any socket of the patient listens (after patient_connection). */
  isListening(patientId: string): boolean;
}

export interface Call extends RingingCallForPeer {
  started_at: string;
  state: CallState;
  end_reason: string | null;
  accepted_socket: string | null;
  /** The calling doctor's socket for a call from the doctor dashboard; null for QA's simulated doctor. */
  doctor_socket: string | null;
  history: Array<{ state: CallState; at: string; reason?: string }>;
}

export interface StartCall {
  patient_id: string;
  doctor_name?: string;
  doctor_pmdc?: string;
  appointment_id?: number;
  doctor_behaviour?: DoctorBehaviour;
  hangup_after_seconds?: number;
  doctor_socket?: string;
}

/**
 * `foreign`: the sender is not in that call (refused signalling is counted apart). `code`: the
 * machine-readable reason notify_error carries (asyncapi.yaml), when the portal acts on it.
 */
export type CallResult = { ok: true } | { ok: false; message: string; foreign?: boolean; code?: NotifyErrorCode };

export interface DoctorCallInput {
  patient_id: string;
  appointment_id: number;
  doctor_name: string;
  doctor_pmdc: string;
  doctor_socket: string;
}

export interface CallRegistryOptions {
  ringTimeoutMs: number;
  createDoctorPeer: CreateDoctorPeer;
  logger: Logger;
  onState?: (call: { state: string }) => void;
  /** How long an accepted call waits for its socket to come back after a disconnect. */
  reconnectGraceMs?: number;
  /** The mock's clock (QA moves it): when a call attempt happened. */
  now?: () => number;
  /** How each ringing ended (or could not ring), for the appointment's call attempts. */
  onAttempt?: (attempt: AttemptInput) => void;
}
