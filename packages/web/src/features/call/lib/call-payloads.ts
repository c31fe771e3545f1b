import type {
  CallEnded,
  CallMediaState,
  CallSignal,
  CallStatus,
  NotifyError,
  PatientPresence,
  ReceiveCall,
} from '@ehp/api-types';
import { CallEndedReason, CallStatusStatus, NotifyErrorCode } from '@ehp/api-types/schema';

// Types are not validation: socket payloads are checked before the UI trusts them.

const END_REASONS: readonly CallEndedReason[] = Object.values(CallEndedReason);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCallId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 36;
}

function shortText(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.length <= max;
}

export function parseReceiveCall(payload: unknown): ReceiveCall | null {
  if (!isRecord(payload) || !isCallId(payload.call_id)) return null;
  if (!shortText(payload.doctor_name, 100)) return null;
  return {
    call_id: payload.call_id,
    appointment_id: typeof payload.appointment_id === 'number' ? payload.appointment_id : 0,
    doctor_name: payload.doctor_name.trim(),
    doctor_pmdc: typeof payload.doctor_pmdc === 'string' ? payload.doctor_pmdc : '',
    started_at: typeof payload.started_at === 'string' ? payload.started_at : '',
  };
}

export function parseCallEnded(payload: unknown): CallEnded | null {
  if (!isRecord(payload) || !isCallId(payload.call_id)) return null;
  const reason = END_REASONS.find((r) => r === payload.reason);
  if (!reason) return null;
  return { call_id: payload.call_id, reason, message: shortText(payload.message, 300) ? payload.message : undefined };
}

export function parseCallSignal(payload: unknown): CallSignal | null {
  if (!isRecord(payload) || !isCallId(payload.call_id) || !isRecord(payload.signal)) return null;
  return { call_id: payload.call_id, signal: payload.signal as CallSignal['signal'] };
}

const CALL_STATUSES: readonly CallStatus['status'][] = Object.values(CallStatusStatus);

export function parseCallStatus(payload: unknown): CallStatus | null {
  if (!isRecord(payload) || !isCallId(payload.call_id)) return null;
  const status = CALL_STATUSES.find((s) => s === payload.status);
  if (!status || typeof payload.appointment_id !== 'number' || typeof payload.patient_id !== 'string') return null;
  return {
    call_id: payload.call_id,
    appointment_id: payload.appointment_id,
    patient_id: payload.patient_id,
    status,
    ...(shortText(payload.message, 300) ? { message: payload.message } : {}),
  };
}

export function parsePatientPresence(payload: unknown): PatientPresence | null {
  if (!isRecord(payload) || typeof payload.patient_id !== 'string' || typeof payload.online !== 'boolean') return null;
  return { patient_id: payload.patient_id, online: payload.online };
}

const NOTIFY_CODES: readonly NotifyErrorCode[] = Object.values(NotifyErrorCode);

/** An unknown code is dropped (the refusal still counts); call_id only when it is a call id. */
export function parseNotifyError(payload: unknown): NotifyError | null {
  if (!isRecord(payload) || typeof payload.event !== 'string' || !shortText(payload.message, 300)) return null;
  const code = NOTIFY_CODES.find((c) => c === payload.code);
  return {
    event: payload.event,
    message: payload.message,
    ...(code ? { code } : {}),
    ...(isCallId(payload.call_id) ? { call_id: payload.call_id } : {}),
  };
}

export function parseCallMediaState(payload: unknown): CallMediaState | null {
  if (!isRecord(payload) || !isCallId(payload.call_id)) return null;
  if (typeof payload.audio !== 'boolean' || typeof payload.video !== 'boolean') return null;
  return { call_id: payload.call_id, audio: payload.audio, video: payload.video };
}
