import type { CallEnded, CallSignal, ReceiveCall } from '@ehp/api-types';
import { CallEndedReason } from '@ehp/api-types/schema';

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
