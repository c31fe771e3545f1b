import { useSyncExternalStore } from 'react';
import { forgetPrivateQueries } from '@/lib/query/query-boundary';
import { clearSession, isSignedIn, readSession, type SignedInSession } from '@/lib/session';
import { disconnectSocket } from '@/lib/socket';

/** Who was signed in when the server said the session had gone: enough to offer the way back. */
export type EndedSession = Pick<SignedInSession, 'role' | 'facility_type'>;

let ended: EndedSession | null = null;
const listeners = new Set<() => void>();
const publish = () => {
  for (const listener of listeners) listener();
};

/**
 * The server no longer knows this person (an API call answered 401, or the socket said
 * session_expired): sign out here too, rather than go on showing them as signed in and ready for
 * calls (issue 21, F13). Drops the socket, the stored session and the query cache's private data,
 * and remembers who it was for the notice. Nothing happens when nobody is signed in here (a
 * sign-in form's own 401, another tab that signed out first): returns whether it signed anyone out.
 */
export function endSession(): boolean {
  const session = readSession();
  disconnectSocket();
  if (!isSignedIn(session)) return false;
  ended = {
    role: session.role,
    ...(session.facility_type !== undefined ? { facility_type: session.facility_type } : {}),
  };
  clearSession();
  forgetPrivateQueries();
  publish();
  return true;
}

/** The notice was read (or the person signed in again). */
export function dismissEndedSession(): void {
  if (ended === null) return;
  ended = null;
  publish();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The session that ended under this page, until the notice is dismissed; null otherwise. */
export function useEndedSession(): EndedSession | null {
  return useSyncExternalStore(
    subscribe,
    () => ended,
    () => null,
  );
}
