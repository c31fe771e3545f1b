import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@ehp/api-types';

// The /notify socket types live apart from the server and the handlers, which both need them,
// so neither imports the other.

export interface SocketData {
  sessionHash: string | null;
  /** Whether the handshake's session cookie named a signed-in session (any role). */
  signedIn: boolean;
  /** The signed-in patient of the handshake's session cookie, if any. */
  patientId: string | null;
  /** The signed-in doctor of the handshake's session cookie, if any. */
  doctor: { pmdc: string; name: string } | null;
  events: { windowStart: number; count: number };
}

export type NotifyServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type NotifySocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
