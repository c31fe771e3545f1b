import type { components } from '../generated/schema.ts';

type S = components['schemas'];
export type PatientConnection = S['PatientConnection'];
export type ReceiveCall = S['ReceiveCall'];
export type CallRef = S['CallRef'];
export type CallDecline = S['CallDecline'];
export type CallSignal = S['CallSignal'];
export type CallHangup = S['CallHangup'];
export type CallEnded = S['CallEnded'];
export type NotifyError = S['NotifyError'];
export type DoctorConnection = S['DoctorConnection'];
export type PatientPresence = S['PatientPresence'];
export type CallStart = S['CallStart'];
export type CallStatus = S['CallStatus'];
export type CallMediaState = S['CallMediaState'];
export type CallAttempt = S['CallAttempt'];
export type PatientReady = S['PatientReady'];

/** socket.io path of the realtime channel (asyncapi.yaml). */
export const NOTIFY_PATH = '/notify';

/** Events the server sends on /notify (asyncapi.yaml, receive operations of the portal). */
export interface ServerToClientEvents {
  receive_call: (payload: ReceiveCall) => void;
  call_signal: (payload: CallSignal) => void;
  call_ended: (payload: CallEnded) => void;
  notify_error: (payload: NotifyError) => void;
  /** To doctors only. */
  patient_presence: (payload: PatientPresence) => void;
  /** To the calling doctor only. */
  call_status: (payload: CallStatus) => void;
  /** The other side of an accepted call switched its microphone or camera (x-provisional). */
  call_media_state: (payload: CallMediaState) => void;
  /** To the appointment's doctor: the patient said they are ready for the call (x-provisional). */
  patient_ready: (payload: PatientReady) => void;
}

/** Events the portal sends on /notify (asyncapi.yaml, send operations of the portal). */
export interface ClientToServerEvents {
  patient_connection: (payload: PatientConnection) => void;
  call_accept: (payload: CallRef) => void;
  call_decline: (payload: CallDecline) => void;
  call_signal: (payload: CallSignal) => void;
  call_hangup: (payload: CallHangup) => void;
  /** Doctors only. */
  doctor_connection: (payload: DoctorConnection) => void;
  /** Doctors only. */
  call_start: (payload: CallStart) => void;
  /** Either side of an accepted call: its microphone and camera (x-provisional). */
  call_media_state: (payload: CallMediaState) => void;
}
