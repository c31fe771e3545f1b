/** Call life cycle: ringing -> accepted | declined | missed | busy; accepted -> in_call -> ended. */
export type CallState = 'ringing' | 'accepted' | 'in_call' | 'declined' | 'missed' | 'busy' | 'ended';

export type CallEvent =
  | { type: 'accept' }
  | { type: 'decline'; reason: 'declined' | 'missed' | 'busy' }
  | { type: 'ring_timeout' }
  | { type: 'doctor_signal' }
  | { type: 'end' }
  /** The doctor hangs up (or drops) before the patient answered. */
  | { type: 'cancel' };

export const ACTIVE_STATES: CallState[] = ['accepted', 'in_call'];
export const isFinal = (s: CallState) => s === 'declined' || s === 'missed' || s === 'busy' || s === 'ended';

/** The next state, or null when the event is not allowed in this state. */
export function nextState(state: CallState, event: CallEvent): CallState | null {
  switch (event.type) {
    case 'accept':
      return state === 'ringing' ? 'accepted' : null;
    case 'decline':
      return state === 'ringing' ? event.reason : null;
    case 'ring_timeout':
      return state === 'ringing' ? 'missed' : null;
    case 'doctor_signal':
      return state === 'accepted' ? 'in_call' : state === 'in_call' ? 'in_call' : null;
    case 'end':
      return ACTIVE_STATES.includes(state) ? 'ended' : null;
    case 'cancel':
      return state === 'ringing' ? 'ended' : null;
  }
}

/** Why an event on a call is refused, in words for notify_error. */
export function refusal(state: CallState): string {
  if (state === 'ringing') return 'The call has not been accepted yet';
  if (ACTIVE_STATES.includes(state)) return 'The call is already in progress';
  return `The call is over (${state})`;
}
