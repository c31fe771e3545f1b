import { hostAllowed } from '../../http/host-guard.ts';
import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { Server } from 'socket.io';
import { NOTIFY_PATH } from '@ehp/api-types';
import type { MockServerConfig } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { readCookies } from '../../http/cookies.ts';
import { lookupSession, SESSION_COOKIE } from '../../http/session.ts';
import type { CallRegistry, CallTransport } from '../calls/registry.ts';
import { createCallLimiter } from './doctor-events.ts';
import { attachClientEvents, type EventDeps } from './events.ts';
import type { PayloadValidators } from './payloads.ts';
import { doctorsOfPatient } from './presence.ts';
import { doctorRoom, patientRoom, sessionRoom } from './rooms.ts';
import type { NotifyServer, NotifySocket } from './socket-types.ts';

export type { NotifyServer, NotifySocket, SocketData } from './socket-types.ts';

/** Cross-site WebSocket hijacking guard: a browser Origin must be ours (CORS does not cover WebSocket). */
export function originAllowed(origin: string | undefined, host: string | undefined, allowed: string[]): boolean {
  if (!origin) return true; // not a browser (tests, CLI tools)
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export function createNotifyServer(
  httpServer: HttpServer,
  ctx: AppContext,
  calls: CallRegistry,
  validators: PayloadValidators,
) {
  const io = createIo(httpServer, ctx.config);
  io.use(sessionOfHandshake(ctx));

  const listening = (patientId: string) => (io.of('/').adapter.rooms.get(patientRoom(patientId))?.size ?? 0) > 0;
  const presenceChanged = (patientId: string) => {
    const online = listening(patientId);
    for (const pmdc of doctorsOfPatient(ctx.store.data, patientId))
      io.to(doctorRoom(pmdc)).emit('patient_presence', { patient_id: patientId, online });
  };
  const callLimiter = createCallLimiter(ctx.config.callsPerMinute);
  const events: EventDeps = { ctx, calls, validators, callLimiter, isPatientOnline: listening, presenceChanged };
  io.on('connection', (socket) => onConnection(socket, events));
  calls.attach(callTransport(io, listening));

  return {
    io,
    /** Patients with at least one socket listening (after patient_connection). */
    onlinePatients(): Array<{ patient_id: string; sockets: number }> {
      const out: Array<{ patient_id: string; sockets: number }> = [];
      for (const [room, members] of io.of('/').adapter.rooms) {
        if (room.startsWith('patient:')) out.push({ patient_id: room.slice('patient:'.length), sockets: members.size });
      }
      return out.sort((a, b) => Number(a.patient_id) - Number(b.patient_id));
    },
    /** Forgets the call rate limits (QA reset). */
    clearLimits(): void {
      callLimiter.clear();
    },
    endSessionSockets(sessionHash: string): void {
      io.in(sessionRoom(sessionHash)).disconnectSockets(true);
    },
  };
}

/** The socket.io server on NOTIFY_PATH: small packets, recoverable connections, our hosts and origins only. */
function createIo(httpServer: HttpServer, config: MockServerConfig): NotifyServer {
  return new Server(httpServer, {
    path: NOTIFY_PATH,
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
    cors: { origin: config.corsOrigins, credentials: true },
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: false },
    allowRequest: (req: IncomingMessage, cb) =>
      cb(
        null,
        hostAllowed(req.headers.host ?? '', config.allowedHosts) &&
          originAllowed(req.headers.origin, req.headers.host, config.corsOrigins),
      ),
  });
}

/** Runs on every (re)connection: the session cookie of this handshake decides who the socket is. */
function sessionOfHandshake(ctx: AppContext): Parameters<NotifyServer['use']>[0] {
  return (socket, next) => {
    const token = readCookies(socket.request.headers.cookie)[SESSION_COOKIE];
    const found = lookupSession(ctx.store, token, ctx.now());
    socket.data.sessionHash = found?.hash ?? null;
    const user = found?.user;
    socket.data.signedIn = !!user;
    socket.data.patientId = user?.role === 'patient' ? user.user_id : null;
    socket.data.doctor = user?.role === 'doctor' && user.pmdc ? { pmdc: user.pmdc, name: user.name } : null;
    socket.data.events = { windowStart: Date.now(), count: 0 };
    next();
  };
}

/** A connected socket: its session's room, the client events, and its calls and presence when it goes. */
function onConnection(socket: NotifySocket, deps: EventDeps): void {
  deps.ctx.stats.count('socket_connections');
  if (socket.recovered) leaveStaleRooms(socket);
  if (socket.data.sessionHash) void socket.join(sessionRoom(socket.data.sessionHash));
  attachClientEvents(socket, deps);
  socket.on('disconnect', () => {
    deps.calls.socketGone(socket.id);
    // The socket has left its rooms by now: the patient may just have gone offline.
    if (socket.data.patientId) deps.presenceChanged(socket.data.patientId);
  });
}

/** A recovered socket keeps its rooms; drop any that no longer match its session. */
function leaveStaleRooms(socket: NotifySocket): void {
  for (const room of socket.rooms) {
    if (room.startsWith('patient:') && room !== patientRoom(socket.data.patientId ?? '-')) void socket.leave(room);
    if (room.startsWith('doctor:') && room !== doctorRoom(socket.data.doctor?.pmdc ?? '-')) void socket.leave(room);
    if (room.startsWith('session:') && room !== sessionRoom(socket.data.sessionHash ?? '-')) void socket.leave(room);
  }
}

/** How the call registry reaches patients' and doctors' sockets. */
function callTransport(io: NotifyServer, listening: (patientId: string) => boolean): CallTransport {
  return {
    ring(patientId, payload) {
      io.to(patientRoom(patientId)).emit('receive_call', payload);
      return io.of('/').adapter.rooms.get(patientRoom(patientId))?.size ?? 0;
    },
    toSocket(socketId, event, payload) {
      io.to(socketId).emit(event as 'call_signal', payload as never);
    },
    toPatient(patientId, event, payload, except) {
      const target = except ? io.to(patientRoom(patientId)).except(except) : io.to(patientRoom(patientId));
      target.emit(event, payload);
    },
    isConnected: (socketId) => io.of('/').sockets.has(socketId),
    isListening: listening,
  };
}
