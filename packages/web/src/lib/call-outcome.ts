// The call feature says when a call it showed is over (missed, declined, ended); pages that show
// the appointment's call record (the patient's appointments) read it again from the server then.

type Listener = () => void;
const listeners = new Set<Listener>();

export function announceCallOutcome(): void {
  for (const listener of listeners) listener();
}

export function onCallOutcome(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
