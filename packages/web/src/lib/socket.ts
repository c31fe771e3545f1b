import type { ClientToServerEvents, ServerToClientEvents } from '@ehp/api-types';
import type { NotifyErrorCode } from '@ehp/api-types/schema';
import type { Socket } from 'socket.io-client';
import { socketUrl } from '@/config/env';
import type { Session } from '@/lib/session';

// The path is the contract's NOTIFY_PATH; it is repeated here as a literal so this module
// does not pull @ehp/api-types' runtime into the first bundle just for one string.
const NOTIFY_PATH = '/notify';
// The same for notify_error's code that means "this socket's session is gone" (asyncapi.yaml).
const SESSION_EXPIRED: `${NotifyErrorCode.session_expired}` = 'session_expired';
/** How long after the server closed the socket it is opened again (see connectNotifySocket). */
export const RECONNECT_AFTER_SERVER_CLOSE_MS = 1_000;

export type NotifySocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type Listener = (socket: NotifySocket | null) => void;

let socket: NotifySocket | null = null;
let connecting: Promise<NotifySocket | null> | null = null;
let generation = 0;
const listeners = new Set<Listener>();

function publish(): void {
  for (const listener of listeners) listener(socket);
}

/** What the socket announces on every (re)connect: the patient listens for calls, the doctor makes them. */
function announce(session: Session): ((socket: NotifySocket) => void) | null {
  if (session.role === 'patient') {
    const patientId = session.user_id;
    return (created) => created.emit('patient_connection', { patient_id: patientId });
  }
  if (session.role === 'doctor' && session.pmdc) {
    const pmdc = session.pmdc;
    return (created) => created.emit('doctor_connection', { pmdc });
  }
  return null;
}

/**
 * Opens the /notify socket for a signed-in patient (patient_connection on every (re)connect, so the
 * server can route receive_call) or doctor (doctor_connection: presence and calls). Other roles
 * never load socket.io-client.
 */
export function connectNotifySocket(session: Session): Promise<NotifySocket | null> {
  const onConnect = announce(session);
  if (!onConnect) return Promise.resolve(null);
  if (socket) return Promise.resolve(socket);
  if (connecting) return connecting;
  const started = generation;
  connecting = import('socket.io-client')
    .then(({ io }) => {
      // disconnectSocket() ran while the library was loading.
      if (started !== generation) return null;
      const created: NotifySocket = io(socketUrl(), {
        path: NOTIFY_PATH,
        withCredentials: true,
        transports: ['websocket', 'polling'],
      });
      created.on('connect', () => onConnect(created));
      // The server closed this socket: its session ended (a logout in another tab, an expiry) or it
      // sent too much. socket.io does not reconnect then by itself; this page still believes it is
      // signed in, so connect again shortly: a session that is gone is then told (session_expired).
      created.on('disconnect', () => {
        if (created.active) return; // socket.io reconnects by itself
        setTimeout(() => {
          if (socket === created && !created.connected) created.connect();
        }, RECONNECT_AFTER_SERVER_CLOSE_MS);
      });
      socket = created;
      publish();
      return created;
    })
    .catch(() => null)
    .finally(() => {
      connecting = null;
    });
  return connecting;
}

/** The patient's socket (SPEC section 4); kept under its first name for the patient's callers. */
export const connectPatientSocket = (session: Session): Promise<NotifySocket | null> =>
  session.role === 'patient' ? connectNotifySocket(session) : Promise.resolve(null);

export function disconnectSocket(): void {
  generation += 1;
  if (socket) {
    socket.removeAllListeners();
    socket.disconnect();
    socket = null;
    publish();
  }
}

/** Whether a notify_error says the socket has no signed-in session (asyncapi.yaml, issue 21 F13). */
export function saysSessionExpired(payload: unknown): boolean {
  return typeof payload === 'object' && payload !== null && 'code' in payload && payload.code === SESSION_EXPIRED;
}

export function getSocket(): NotifySocket | null {
  return socket;
}

/** Called with the current socket now and whenever it is opened or closed (for the incoming-call UI). */
export function subscribeSocket(listener: Listener): () => void {
  listeners.add(listener);
  listener(socket);
  return () => {
    listeners.delete(listener);
  };
}
