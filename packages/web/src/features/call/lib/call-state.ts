import type { ReceiveCall } from '@ehp/api-types';

/** What the incoming-call host shows: nothing (maybe a notice), a ringing panel, or the call view. */
export type CallState =
  | { phase: 'idle'; notice: string | null }
  | { phase: 'ringing'; call: ReceiveCall }
  | { phase: 'in_call'; call: ReceiveCall };

export const IDLE: CallState = { phase: 'idle', notice: null };

export type ReceiveOutcome =
  | { kind: 'ring'; next: CallState }
  /** The same call again (re-delivered after a reconnect): nothing changes. */
  | { kind: 'same' }
  /** Another call while one is showing: it is ignored and the server hears "busy". */
  | { kind: 'busy' };

export function onReceiveCall(state: CallState, call: ReceiveCall): ReceiveOutcome {
  if (state.phase === 'idle') return { kind: 'ring', next: { phase: 'ringing', call } };
  if (state.call.call_id === call.call_id) return { kind: 'same' };
  return { kind: 'busy' };
}

/** The call this state is about, if any. */
export function currentCallId(state: CallState): string | null {
  return state.phase === 'idle' ? null : state.call.call_id;
}
