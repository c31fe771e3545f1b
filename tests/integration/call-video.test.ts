import { createQaClient, qaData, type CallEnded, type QaStartCall, type ReceiveCall } from '@ehp/api-types';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMockServer, type MockServer } from '../../packages/mock-server/src/app.ts';
import { defaultConfig } from '../../packages/mock-server/src/config.ts';
import { listenOn } from '../../packages/mock-server/src/listen.ts';
import { createLogger } from '../../packages/mock-server/src/logger.ts';
import {
  createDoctorPeer,
  createSimulatedDoctor,
} from '../../packages/mock-server/src/modules/calls/simulated-doctor/create-doctor-peer.ts';
import { PatientClient, PatientPeerProcess, type NotifyClient } from './support/patient-client.ts';

/** vi.waitFor's limit here: it ends when the condition holds; generous for a loaded machine (its default is 1 s). */
const WAIT = { timeout: 10_000 };

// The whole call path in Node: QA rings a patient over /notify, the patient accepts, simple-peer
// signalling is relayed by the mock, and the simulated doctor (a wrtc peer in a child process)
// sends video to a wrtc peer playing the patient (another child process), which counts frames.

let server: MockServer;
let baseUrl: string;
const sockets: NotifyClient[] = [];
/** Stand-in for a wrtc worker that dies of a native crash (SIGSEGV) on the first signal. */
const CRASHING_WORKER = new URL(
  '../../packages/mock-server/src/modules/calls/simulated-doctor/fixtures/crashing-worker.mjs',
  import.meta.url,
).pathname;

function phone(n: number): string {
  return `0345${String((process.pid * 10 + n) % 10_000_000).padStart(7, '0')}`;
}

const qa = () => createQaClient({ baseUrl });
const callState = async (id: string) =>
  (await qaData(qa().GET('/__qa/calls/{id}', { params: { path: { id } } }))).state;

async function onlinePatient(name: string, n: number) {
  const client = new PatientClient(baseUrl);
  const id = await client.signIn(phone(n), name);
  const socket = await client.connect();
  sockets.push(socket);
  const calls: ReceiveCall[] = [];
  const ended: CallEnded[] = [];
  const signals: unknown[] = [];
  socket.on('receive_call', (c) => calls.push(c));
  socket.on('call_ended', (e) => ended.push(e));
  socket.on('call_signal', (s) => signals.push(s));
  await vi.waitFor(async () => {
    const { patients } = await qaData(qa().GET('/__qa/patients/online'));
    expect(patients.map((p) => p.patient_id)).toContain(id);
  }, WAIT);
  return { id, socket, calls, ended, signals };
}

type Patient = Awaited<ReturnType<typeof onlinePatient>>;

/** Accepts the ringing call and runs the wrtc patient peer for it, wired through the socket. */
function acceptWithPeer(patient: Patient, callId: string): PatientPeerProcess {
  patient.socket.emit('call_accept', { call_id: callId });
  const peer = new PatientPeerProcess((signal) =>
    patient.socket.emit('call_signal', { call_id: callId, signal: signal as never }),
  );
  patient.socket.on('call_signal', (payload) => {
    if (payload.call_id === callId) peer.signal(payload.signal);
  });
  return peer;
}

async function ring(patient: Patient, options: Omit<QaStartCall, 'patient_id'> = {}): Promise<string> {
  const before = patient.calls.length;
  const body = { patient_id: patient.id, doctor_name: 'Dr. Imran Qureshi', ...options };
  const { call_id, delivered_to } = await qaData(qa().POST('/__qa/calls', { body }));
  expect(delivered_to).toBe(1);
  await vi.waitFor(() => expect(patient.calls.length).toBe(before + 1), WAIT);
  return call_id;
}

async function startServer(doctor = createDoctorPeer): Promise<void> {
  const config = defaultConfig({ port: 0, host: '127.0.0.1', logLevel: 'silent', nodeEnv: 'test', corsOrigins: [] });
  server = createMockServer(config, { createDoctorPeer: doctor, logger: createLogger('silent') });
  baseUrl = await listenOn(server.httpServer, 0, '127.0.0.1');
}

async function stopServer(): Promise<void> {
  for (const socket of sockets.splice(0)) socket.disconnect();
  await server?.close();
}

describe('a QA call with live video', () => {
  let ayesha: Patient;
  let bilal: Patient;

  afterAll(stopServer);
  beforeAll(async () => {
    await startServer();
    ayesha = await onlinePatient('Ayesha Integration', 1);
    bilal = await onlinePatient('Bilal Integration', 2);
    expect(ayesha.id).not.toBe(bilal.id);
  });

  it('when QA rings one patient, then only that patient hears it; when accepted, then the doctor video reaches the patient peer', async () => {
    const callId = await ring(ayesha);
    expect(ayesha.calls.at(-1)).toMatchObject({ call_id: callId, doctor_name: 'Dr. Imran Qureshi' });

    const peer = acceptWithPeer(ayesha, callId);
    // 15 fps test pattern at 320x240: two seconds of frames decoded on the patient's side.
    await vi.waitFor(() => expect(peer.seen.frames).toBeGreaterThanOrEqual(30), { timeout: 20_000, interval: 100 });
    expect(peer.seen).toMatchObject({ connected: true, width: 320, height: 240, failure: '' });
    expect(peer.seen.tracks.sort()).toEqual(['audio', 'video']);
    expect(await callState(callId)).toBe('in_call');

    // The other patient heard nothing of it.
    expect(bilal.calls).toEqual([]);
    expect(bilal.signals).toEqual([]);
    expect(bilal.ended).toEqual([]);

    ayesha.socket.emit('call_hangup', { call_id: callId });
    await vi.waitFor(async () => expect(await callState(callId)).toBe('ended'), WAIT);
    expect(await peer.stop()).toEqual({ code: 0, signal: null });
    expect(ayesha.ended.filter((e) => e.call_id === callId)).toEqual([]);
  });

  it('when the doctor is set to hang up after a second, then the patient gets call_ended doctor_hangup', async () => {
    const callId = await ring(bilal, { doctor_behaviour: 'hangup_after', hangup_after_seconds: 1 });
    const peer = acceptWithPeer(bilal, callId);
    await vi.waitFor(() => expect(bilal.ended.map((e) => e.call_id)).toContain(callId), { timeout: 20_000 });
    expect(bilal.ended.find((e) => e.call_id === callId)?.reason).toBe('doctor_hangup');
    expect(peer.seen.frames).toBeGreaterThan(0);
    expect(await peer.stop()).toEqual({ code: 0, signal: null });
  });

  it('when the doctor sends no video, then the patient connects with audio only', async () => {
    const callId = await ring(ayesha, { doctor_behaviour: 'no_video' });
    const peer = acceptWithPeer(ayesha, callId);
    await vi.waitFor(() => expect(peer.seen.connected).toBe(true), { timeout: 20_000 });
    // The tracks come with the doctor's answer, before the connection (the peer process reports them
    // in order): once connected, every track there will be is known, and frames come only from a video one.
    expect(peer.seen.tracks).toEqual(['audio']);
    expect(peer.seen.frames).toBe(0);
    ayesha.socket.emit('call_hangup', { call_id: callId });
    expect(await peer.stop()).toEqual({ code: 0, signal: null });
  });

  it('when the doctor never answers, then no signal comes back and the call stays accepted for the patient to give up', async () => {
    const callId = await ring(bilal, { doctor_behaviour: 'no_answer' });
    const peer = acceptWithPeer(bilal, callId);
    // Kept: nothing comes back from a doctor who never answers, so no event can end the wait; a
    // doctor's answer comes from its worker process after a delay of its own, so only a window shows
    // there is none.
    await new Promise((r) => setTimeout(r, 1500));
    expect(bilal.signals.filter((s) => (s as { call_id: string }).call_id === callId)).toEqual([]);
    expect(peer.seen.connected).toBe(false);
    bilal.socket.emit('call_hangup', { call_id: callId, reason: 'connection_lost' as never });
    await vi.waitFor(async () => expect(await callState(callId)).toBe('ended'), WAIT);
    expect(await peer.stop()).toEqual({ code: 0, signal: null });
  });
});

describe('a doctor peer that crashes', () => {
  afterAll(stopServer);
  beforeAll(() => startServer(createSimulatedDoctor({ workerPath: CRASHING_WORKER, prewarm: false })));

  it('when the doctor process dies mid-call, then the call ends as doctor_unavailable and the mock keeps serving', async () => {
    const chen = await onlinePatient('Chen Integration', 3);
    const callId = await ring(chen);
    const peer = acceptWithPeer(chen, callId);
    await vi.waitFor(() => expect(chen.ended.map((e) => e.call_id)).toContain(callId), { timeout: 10_000 });
    expect(chen.ended.find((e) => e.call_id === callId)?.reason).toBe('doctor_unavailable');
    expect(await peer.stop()).toEqual({ code: 0, signal: null });

    // Still up: the next call rings.
    await ring(chen);
  });
});
