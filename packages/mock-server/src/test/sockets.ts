import { io as connect, type Socket } from 'socket.io-client';
import { NOTIFY_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@ehp/api-types';
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

/** The next event of a name, or a rejection after `ms`. */
export function nextEvent<T = unknown>(
  socket: PatientSocket,
  event: keyof ServerToClientEvents,
  ms = 2000,
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
  ms = 3000,
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

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
