import type { ClientToServerEvents, ServerToClientEvents } from '@ehp/api-types';
import type { Socket } from 'socket.io-client';
import { socketUrl } from '@/config/env';
import type { Session } from '@/lib/session';

// The path is the contract's NOTIFY_PATH; it is repeated here as a literal so this module
// does not pull @ehp/api-types' runtime into the first bundle just for one string.
const NOTIFY_PATH = '/notify';

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
