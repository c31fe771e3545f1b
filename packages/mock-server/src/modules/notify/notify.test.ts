import request from 'supertest';
import { io as connect } from 'socket.io-client';
import { CallDeclineReason, CallHangupReason, CallSignalSignalType } from '@ehp/api-types/schema';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInPatient, startTestServer, TestClient, type TestServer } from '../../test/server.ts';
import {
  announcePatient,
  closeSockets,
  collect,
  eventWhere,
  inRoom,
  nextEvent,
  openSocket,
  roundTrip,
  type PatientSocket,
} from '../../test/sockets.ts';
import type { CreateDoctorPeer, DoctorPeerHandlers, PeerSignal, RingingCallForPeer } from './doctor-peer.ts';
import { EVENTS_PER_WINDOW } from './middleware.ts';
import { patientRoom } from './rooms.ts';

/** Waiting for the server to act: generous, for a loaded machine; it ends as soon as it has. */
const WAIT = { timeout: 10_000, interval: 10 };

/** A fake doctor peer that records what it gets and lets the test speak for the doctor. */
const peers: Array<{
  call: RingingCallForPeer;
  handlers: DoctorPeerHandlers;
  received: PeerSignal[];
  stopped: boolean;
}> = [];
const fakeDoctor: CreateDoctorPeer = (call, handlers) => {
  const peer = { call, handlers, received: [] as PeerSignal[], stopped: false };
  peers.push(peer);
  return { signal: (s) => peer.received.push(s), stop: () => (peer.stopped = true) };
};

let server: TestServer;
let ali: TestClient;
let fatima: TestClient;
const sockets: PatientSocket[] = [];
const open = async (c?: TestClient) => {
  const s = await openSocket(server.url, c);
  sockets.push(s);
  return s;
};
const ring = async (patient_id: string, extra: object = {}) => {
  const res = await request(server.url)
    .post('/__qa/calls')
    .send({ patient_id, ...extra });
  expect(res.status).toBe(202);
  return res.body as { call_id: string; delivered_to: number };
};
const callState = async (id: string) => (await request(server.url).get(`/__qa/calls/${id}`)).body;
const listen = async (c: TestClient, id: string) => {
  const s = await open(c);
  await announcePatient(server, s, id);
  return s;
};

beforeAll(async () => {
  server = await startTestServer({ ringTimeoutMs: 1500 }, { createDoctorPeer: fakeDoctor });
  ali = new TestClient(server.url);
  await signInPatient(server, ali, '03001234567');
  fatima = new TestClient(server.url);
  await signInPatient(server, fatima, '03124567890');
});
afterEach(() => closeSockets(server, sockets));
afterAll(() => server.close());

describe('/notify patient_connection', () => {
  it('when a socket without a signed-in session announces a patient, then notify_error session_expired', async () => {
    const s = await open();
    s.emit('patient_connection', { patient_id: '1001' });
    expect(await nextEvent(s, 'notify_error')).toEqual({
      event: 'patient_connection',
      message: 'Sign in as a patient to receive calls.',
      code: 'session_expired',
    });
  });

  it("when a patient announces another patient's id, then notify_error and no call for that id ever reaches the socket", async () => {
    const s = await open(ali);
    const calls = collect(s, 'receive_call');
    s.emit('patient_connection', { patient_id: '1002' });
    expect(await nextEvent(s, 'notify_error')).toEqual({
      event: 'patient_connection',
      message: 'You can only listen for your own calls.',
    });
    const { delivered_to } = await ring('1002');
    await roundTrip(s);
    expect(delivered_to).toBe(0);
    expect(calls).toEqual([]);
  });
});

describe('QA calls', () => {
  it('when QA rings a patient with two tabs, then both get receive_call and delivered_to is 2', async () => {
    const [a, b] = [await listen(ali, '1001'), await listen(ali, '1001')];
    const got = [nextEvent<{ call_id: string }>(a, 'receive_call'), nextEvent<{ call_id: string }>(b, 'receive_call')];
    const { call_id, delivered_to } = await ring('1001', { doctor_name: 'Dr. Imran Qureshi' });
    expect(delivered_to).toBe(2);
    const [pa, pb] = await Promise.all(got);
    expect(pa).toMatchObject({ call_id, doctor_name: 'Dr. Imran Qureshi', doctor_pmdc: '12345-P' });
    expect(pb.call_id).toBe(call_id);
  });

  it('when a call rings while the patient is reconnecting, then it is delivered on patient_connection', async () => {
    const { call_id, delivered_to } = await ring('1002');
    expect(delivered_to).toBe(0);
    const s = await open(fatima);
    const got = eventWhere<{ call_id: string }>(s, 'receive_call', (p) => p.call_id === call_id);
    s.emit('patient_connection', { patient_id: '1002' });
    await expect(got).resolves.toMatchObject({ call_id, doctor_pmdc: '12345-P' });
  });

  it('when the network drops briefly and the portal re-announces on connect, then a call rung meanwhile arrives', async () => {
    const s = connect(server.url, {
      path: '/notify',
      transports: ['websocket'],
      forceNew: true,
      reconnectionDelay: 50,
      extraHeaders: { Cookie: ali.cookieHeader() },
    }) as PatientSocket;
    sockets.push(s);
    s.on('connect', () => s.emit('patient_connection', { patient_id: '1001' }));
    await new Promise<void>((r) => s.once('connect', () => r()));
    await inRoom(server, s, patientRoom('1001'));
    const dropped = new Promise((r) => s.once('disconnect', r));
    s.io.engine.close();
    await dropped;
    const { call_id } = await ring('1001');
    await expect(
      eventWhere<{ call_id: string }>(s, 'receive_call', (p) => p.call_id === call_id),
    ).resolves.toBeTruthy();
  });

  it('when nobody answers within the ring timeout, then the call is missed and call_ended timeout is sent', async () => {
    const s = await listen(ali, '1001');
    const { call_id } = await ring('1001');
    const ended = await eventWhere<{ call_id: string }>(s, 'call_ended', (p) => p.call_id === call_id);
    expect(ended).toEqual({ call_id, reason: 'timeout', message: 'The doctor stopped calling.' });
    expect((await callState(call_id)).state).toBe('missed');
  });

  it('when the patient declines, then the call is declined and the other tab is told', async () => {
    const [a, b] = [await listen(ali, '1001'), await listen(ali, '1001')];
    const { call_id } = await ring('1001');
    const told = eventWhere<{ call_id: string }>(b, 'call_ended', (p) => p.call_id === call_id);
    a.emit('call_decline', { call_id, reason: CallDeclineReason.declined });
    expect(await told).toMatchObject({ call_id, reason: 'taken_elsewhere' });
    expect((await callState(call_id)).state).toBe('declined');
  });
});

describe('an accepted call', () => {
  it('when the patient accepts, then the doctor peer joins, signals flow both ways, and the doctor hanging up ends it', async () => {
    const s = await listen(ali, '1001');
    const { call_id } = await ring('1001', { doctor_behaviour: 'hangup_after', hangup_after_seconds: 5 });
    s.emit('call_accept', { call_id });
    const peer = await vi.waitFor(() => {
      const joined = peers.find((p) => p.call.call_id === call_id);
      expect(joined).toBeDefined();
      return joined!;
    }, WAIT);
    expect(peer.call).toMatchObject({ patient_id: '1001', doctor_behaviour: 'hangup_after', hangup_after_seconds: 5 });
    s.emit('call_signal', { call_id, signal: { type: CallSignalSignalType.offer, sdp: 'v=0' } });
    await roundTrip(s);
    expect(peer.received).toEqual([{ type: 'offer', sdp: 'v=0' }]);
    const answer = nextEvent(s, 'call_signal');
    peer.handlers.sendSignal({ type: 'answer', sdp: 'v=0 answer' } as PeerSignal);
    expect(await answer).toEqual({ call_id, signal: { type: 'answer', sdp: 'v=0 answer' } });
    expect((await callState(call_id)).state).toBe('in_call');
    const ended = eventWhere<{ call_id: string }>(s, 'call_ended', (p) => p.call_id === call_id);
    peer.handlers.end('doctor_hangup');
    expect(await ended).toEqual({ call_id, reason: 'doctor_hangup', message: 'The doctor ended the call.' });
    expect(peer.stopped).toBe(true);
    expect((await callState(call_id)).state).toBe('ended');
  });

  it('when the patient hangs up, then the peer is stopped and the call ended', async () => {
    const s = await listen(ali, '1001');
    const { call_id } = await ring('1001');
    s.emit('call_accept', { call_id });
    await roundTrip(s);
    s.emit('call_hangup', { call_id, reason: CallHangupReason.hangup });
    await roundTrip(s);
    expect(peers.find((p) => p.call.call_id === call_id)!.stopped).toBe(true);
    expect(await callState(call_id)).toMatchObject({ state: 'ended', end_reason: 'patient_hangup' });
  });

  it("when another patient tries to accept someone else's call, then notify_error No such call", async () => {
    await listen(ali, '1001');
    const other = await listen(fatima, '1002');
    const { call_id } = await ring('1001');
    other.emit('call_accept', { call_id });
    expect(await nextEvent(other, 'notify_error')).toEqual({ event: 'call_accept', message: 'No such call' });
    expect((await callState(call_id)).state).toBe('ringing');
  });
});

describe('hostile events', () => {
  it('when events are malformed or unknown, then they are ignored and counted, and the socket keeps working', async () => {
    const s = await listen(ali, '1001');
    const before = server.ctx.stats.get('malformed_socket_events');
    s.emit('call_accept', { call_id: 'not-a-uuid' });
    s.emit('call_signal', { call_id: '7d4c1c8e-0000-4000-8000-000000000001', signal: 'x'.repeat(10) } as never);
    s.emit('patient_connection', null as never);
    (s as unknown as { emit(e: string, p: unknown): void }).emit('drop_tables', { x: 1 });
    await roundTrip(s);
    expect(server.ctx.stats.get('malformed_socket_events') - before).toBe(4);
    const got = nextEvent(s, 'receive_call');
    await ring('1001');
    await expect(got).resolves.toBeTruthy();
  });

  it('when a socket sends more events in 10 s than the flood limit, then it is disconnected and counted', async () => {
    const s = await open(ali);
    const before = server.ctx.stats.get('socket_flood_disconnects');
    const gone = new Promise((r) => s.once('disconnect', r));
    for (let i = 0; i <= EVENTS_PER_WINDOW; i += 1) s.emit('call_accept', { call_id: 'not-a-uuid' });
    await expect(gone).resolves.toBeTruthy();
    expect(server.ctx.stats.get('socket_flood_disconnects') - before).toBe(1);
  });

  it('when the patient logs out, then their sockets are disconnected', async () => {
    const c = new TestClient(server.url);
    await signInPatient(server, c, '03017654321');
    const s = await listen(c, '1004');
    const gone = new Promise((r) => s.once('disconnect', r));
    await c.post('/api/auth/logout');
    await expect(gone).resolves.toBeTruthy();
  });
});

describe('without a doctor peer', () => {
  it('when the patient accepts, then call_ended doctor_unavailable', async () => {
    const bare = await startTestServer();
    try {
      const c = new TestClient(bare.url);
      await signInPatient(bare, c, '03001234567');
      const s = await openSocket(bare.url, c);
      sockets.push(s);
      await announcePatient(bare, s, '1001');
      const { call_id } = (await request(bare.url).post('/__qa/calls').send({ patient_id: '1001' })).body;
      const ended = nextEvent(s, 'call_ended');
      s.emit('call_accept', { call_id });
      expect(await ended).toMatchObject({ call_id, reason: 'doctor_unavailable' });
    } finally {
      await bare.close();
    }
  });
});
