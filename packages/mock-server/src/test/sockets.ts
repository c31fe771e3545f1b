import { io as connect, type Socket } from 'socket.io-client';
import { NOTIFY_PATH, type ClientToServerEvents, type NotifyError, type ServerToClientEvents } from '@ehp/api-types';
import { vi } from 'vitest';
import type { MockServer } from '../app.ts';
import { doctorRoom, patientRoom } from '../modules/notify/rooms.ts';
import type { TestClient } from './server.ts';

export type PatientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A real socket.io client on /notify carrying the client's cookies, like the portal's socket. */
export async function openSocket(url: string, client?: TestClient): Promise<PatientSocket> {
  const socket: PatientSocket = connect(url, {
    path: NOTIFY_PATH,
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: client ? { Cookie: client.cookieHeader() } : {},
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/**
 * How long an event that must come is awaited by default: it settles as soon as the event arrives,
 * so the limit only has to be generous enough for a loaded machine.
 */
const EVENT_MS = 10_000;

/** The next event of a name, or a rejection after `ms`. */
export function nextEvent<T = unknown>(
  socket: PatientSocket,
  event: keyof ServerToClientEvents,
  ms = EVENT_MS,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, ((payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    }) as never);
  });
}

/** The first event of a name whose payload passes `match`. */
export function eventWhere<T = unknown>(
  socket: PatientSocket,
  event: keyof ServerToClientEvents,
  match: (p: T) => boolean,
  ms = EVENT_MS,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const onEvent = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, onEvent as never);
      resolve(payload);
    };
    const timer = setTimeout(() => {
      socket.off(event, onEvent as never);
      reject(new Error(`no matching ${event} within ${ms} ms`));
    }, ms);
    socket.on(event, onEvent as never);
  });
}

/** Collects every event of a name, to assert that something never arrived. */
export function collect<T = unknown>(socket: PatientSocket, event: keyof ServerToClientEvents): T[] {
  const seen: T[] = [];
  socket.on(event, ((payload: T) => seen.push(payload)) as never);
  return seen;
}

/** Waits until the server has put the socket in a room, so what is sent to that room reaches it. */
export async function inRoom(server: MockServer, socket: PatientSocket, room: string): Promise<void> {
  await vi.waitFor(
    () => {
      if (
        !server.io
          .of('/')
          .adapter.rooms.get(room)
          ?.has(socket.id ?? '')
      )
        throw new Error(`${socket.id} not in ${room}`);
    },
    { timeout: EVENT_MS, interval: 10 },
  );
}

/** Announces the patient on the socket and waits until the server listens for their calls on it. */
export async function announcePatient(server: MockServer, socket: PatientSocket, patientId: string): Promise<void> {
  socket.emit('patient_connection', { patient_id: patientId });
  await inRoom(server, socket, patientRoom(patientId));
}

/** Announces the doctor on the socket and waits until the server has joined it to the doctor's room. */
export async function announceDoctor(server: MockServer, socket: PatientSocket, pmdc: string): Promise<void> {
  socket.emit('doctor_connection', { pmdc });
  await inRoom(server, socket, doctorRoom(pmdc));
}

/** The answer to a round trip: a call_accept refused with no call named (a refusal of a real call names it). */
export const isRoundTripAnswer = (e: NotifyError) => e.event === 'call_accept' && e.call_id === undefined;

/**
 * A round trip on the socket: a call_accept for a call that does not exist, answered by a
 * notify_error whatever the socket's role. socket.io keeps one socket's packets in order both ways,
 * so once it is back every event the server handled or sent on this socket before has arrived: the
 * condition to wait for before asserting that something never came.
 */
export async function roundTrip(socket: PatientSocket): Promise<void> {
  const back = eventWhere<NotifyError>(socket, 'notify_error', isRoundTripAnswer);
  socket.emit('call_accept', { call_id: '00000000-0000-4000-8000-00000000dead' });
  await back;
}

/** Disconnects the sockets and waits until the server has let each one go (its calls and presence updated). */
export async function closeSockets(server: MockServer, sockets: PatientSocket[]): Promise<void> {
  const ids = sockets.map((s) => s.id).filter((id): id is string => id !== undefined);
  for (const s of sockets.splice(0)) s.disconnect();
  await vi.waitFor(
    () => {
      const still = ids.filter((id) => server.io.of('/').sockets.has(id));
      if (still.length) throw new Error(`the server still holds ${still.join(', ')}`);
    },
    { timeout: EVENT_MS, interval: 10 },
  );
}
