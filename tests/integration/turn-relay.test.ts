import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  addDays,
  AppointmentMode,
  createQaClient,
  NOTIFY_PATH,
  PaymentMethod,
  qaData,
  type CallStatus,
  type ReceiveCall,
} from '@ehp/api-types';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMockServer, type MockServer } from '../../packages/mock-server/src/app.ts';
import { defaultConfig } from '../../packages/mock-server/src/config.ts';
import { listenOn } from '../../packages/mock-server/src/listen.ts';
import { createLogger } from '../../packages/mock-server/src/logger.ts';
import { ApiSession } from '../support/api-session.ts';
import { startCoturn, type Coturn } from './support/coturn.ts';
import { PatientClient, type NotifyClient } from './support/patient-client.ts';

/** vi.waitFor's limit here: it ends when the condition holds; generous for a loaded machine (its default is 1 s). */
const WAIT = { timeout: 10_000 };

// Real networks need TURN. This proves the relay path: coturn (Debian's package, installed when
// missing) on loopback with its own ports and config, and a doctor-dashboard call between two wrtc
// peers (each in a child process) forced through it with iceTransportPolicy 'relay', the mock
// relaying the signalling between exactly the two sockets of the call.

const PEER = fileURLToPath(new URL('./support/wrtc-relay-peer.mjs', import.meta.url));
const MINUTE = 60_000;

type Seen = {
  connected: boolean;
  frames: number;
  width: number;
  pair: { local: string; remote: string } | null;
  failure: string;
};

class RelayPeer {
  readonly child: ChildProcess;
  readonly seen: Seen = { connected: false, frames: 0, width: 0, pair: null, failure: '' };
  readonly exited: Promise<unknown>;

  constructor(options: object, onSignal: (signal: unknown) => void) {
    this.child = fork(PEER, [JSON.stringify(options)], {
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.on('message', (raw) => {
      const m = raw as { type: string } & Record<string, unknown>;
      if (m.type === 'signal') onSignal(m.signal);
      else if (m.type === 'connected') this.seen.connected = true;
      else if (m.type === 'frames') Object.assign(this.seen, { frames: m.count, width: m.width });
      else if (m.type === 'pair') this.seen.pair = { local: String(m.local), remote: String(m.remote) };
      else if (m.type === 'failed') this.seen.failure = String(m.message);
    });
  }

  signal(signal: unknown): void {
    if (this.child.connected) this.child.send({ type: 'signal', signal });
  }

  async stop(): Promise<void> {
    if (this.child.connected) this.child.send({ type: 'stop' });
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5_000);
    await this.exited;
    clearTimeout(timer);
  }
}

let turn: Coturn;
let server: MockServer;
let baseUrl: string;
const sockets: NotifyClient[] = [];
const peers: RelayPeer[] = [];

beforeAll(async () => {
  turn = await startCoturn();
  const config = defaultConfig({ port: 0, host: '127.0.0.1', logLevel: 'silent', nodeEnv: 'test', corsOrigins: [] });
  server = createMockServer(config, { logger: createLogger('silent') });
  baseUrl = await listenOn(server.httpServer, 0, '127.0.0.1');
}, 180_000);

afterAll(async () => {
  // Close the peers (wrtc can crash at exit) before the sockets, the server and coturn.
  await Promise.all(peers.map((p) => p.stop()));
  for (const s of sockets) s.disconnect();
  await server?.close();
  await turn?.stop();
});

/** The doctor's socket: the dr_login session cookie on the handshake, then doctor_connection. */
async function doctorSocket(): Promise<NotifyClient> {
  const session = new ApiSession(baseUrl);
  const login = await session.api.POST('/api/doctor/dr_login', { body: { pmdc: '12345-P', password: 'Doctor@123' } });
  expect(login.response.status).toBe(200);
  const socket: NotifyClient = io(baseUrl, {
    path: NOTIFY_PATH,
    transports: ['websocket'],
    extraHeaders: { cookie: session.cookieHeader() },
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(undefined));
    socket.once('connect_error', reject);
  });
  socket.emit('doctor_connection', { pmdc: '12345-P' });
  return socket;
}

/** Books Dr. Imran Qureshi's first free online slot an hour ahead for the patient, pays it, and moves the clock into its window. */
async function paidAppointment(patient: ApiSession): Promise<number> {
  const qa = createQaClient({ baseUrl });
  const clock = await qaData(qa.GET('/__qa/clock'));
  const now = Date.parse(clock.now);
  for (let day = 0; day < 3; day += 1) {
    const date = addDays(clock.pakistan_date, day);
    const slots = await patient.api.GET('/api/doctors/slots', {
      params: { query: { pmdc: '12345-P', date, mode: AppointmentMode.online } },
    });
    for (const slot of slots.data?.data.slots ?? []) {
      const startsAt = Date.parse(`${date}T${slot.time}Z`) - 5 * 60 * MINUTE;
      if (!slot.available || startsAt < now + 60 * MINUTE) continue;
      const booked = await patient.api.POST('/api/appointments/book', {
        body: { pmdc: '12345-P', date, time: slot.time, mode: AppointmentMode.online },
      });
      const id = booked.data?.data.appointment.id;
      if (!id) continue;
      const started = await patient.api.POST('/api/payments/start', {
        body: { appointment_id: id, method: PaymentMethod.card },
      });
      const paymentId = started.data!.data.payment.id;
      await qaData(qa.POST('/__qa/payments/{id}/settle', { params: { path: { id: paymentId } } }));
      await qaData(qa.POST('/__qa/clock', { body: { minutes: Math.floor((startsAt - now) / MINUTE) - 5 } }));
      return id;
    }
  }
  throw new Error('no free slot');
}

describe('a doctor-dashboard call through TURN', () => {
  it('when both peers may only use relay candidates, then video flows both ways through coturn', async () => {
    const patientClient = new PatientClient(baseUrl);
    const patientId = await patientClient.signIn(
      `0345${String(process.pid % 10_000_000).padStart(7, '0')}`,
      'Rida Relay',
    );
    const patientSocket = await patientClient.connect();
    sockets.push(patientSocket);
    const appointmentId = await paidAppointment(patientClient.session);
    const doctor = await doctorSocket();
    await vi.waitFor(() => expect(server.io.of('/').adapter.rooms.get(`patient:${patientId}`)?.size).toBe(1), WAIT);

    const calls: ReceiveCall[] = [];
    patientSocket.on('receive_call', (c) => calls.push(c));
    const statuses: CallStatus[] = [];
    doctor.on('call_status', (s) => statuses.push(s));
    doctor.emit('call_start', { appointment_id: appointmentId });
    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 5_000 });
    const callId = calls[0].call_id;

    const relayOnly = { iceServers: turn.iceServers, iceTransportPolicy: 'relay' };
    patientSocket.emit('call_accept', { call_id: callId });
    await vi.waitFor(() => expect(statuses.map((s) => s.status)).toContain('accepted'), WAIT);
    const patientPeer = new RelayPeer({ ...relayOnly, initiator: true }, (signal) =>
      patientSocket.emit('call_signal', { call_id: callId, signal: signal as never }),
    );
    const doctorPeer = new RelayPeer({ ...relayOnly, initiator: false }, (signal) =>
      doctor.emit('call_signal', { call_id: callId, signal: signal as never }),
    );
    peers.push(patientPeer, doctorPeer);
    patientSocket.on('call_signal', (p) => p.call_id === callId && patientPeer.signal(p.signal));
    doctor.on('call_signal', (p) => p.call_id === callId && doctorPeer.signal(p.signal));

    // Two seconds of 15 fps video decoded on each side.
    for (const peer of [patientPeer, doctorPeer]) {
      await vi.waitFor(
        () => {
          if (peer.seen.failure) throw new Error(`${peer.seen.failure}\n${turn.log()}`);
          expect(peer.seen.frames).toBeGreaterThanOrEqual(30);
        },
        { timeout: 30_000, interval: 200 },
      );
      expect(peer.seen.width).toBe(320);
    }
    // The pair in use is relay on both ends, and coturn allocated for it.
    for (const peer of [patientPeer, doctorPeer]) {
      await vi.waitFor(() => expect(peer.seen.pair).not.toBeNull(), { timeout: 10_000 });
      expect(peer.seen.pair).toEqual({ local: 'relay', remote: 'relay' });
    }
    expect(turn.log()).toMatch(/ALLOCATE/i);

    doctor.emit('call_hangup', { call_id: callId });
    await vi.waitFor(() => expect(server.ctx.calls.get(callId)?.state).toBe('ended'), WAIT);
  }, 120_000);
});
