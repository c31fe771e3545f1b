import request from 'supertest';
import { CallDeclineReason, CallHangupReason } from '@ehp/api-types/schema';
import type { CallEnded, NotifyError } from '@ehp/api-types';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInPatient, startTestServer, TestClient, type TestServer } from '../../test/server.ts';
import {
  announcePatient,
  closeSockets,
  collect,
  eventWhere,
  openSocket,
  roundTrip,
  type PatientSocket,
} from '../../test/sockets.ts';
import type { CreateDoctorPeer } from './doctor-peer.ts';

// Issue 21, F15: a patient with two tabs (two sockets of one session). The tab that accepts holds
// the call; the other tab can neither end it nor take it over, and is told the call is elsewhere.

const stopped = new Set<string>();
const quietDoctor: CreateDoctorPeer = (call) => ({ signal() {}, stop: () => void stopped.add(call.call_id) });

let server: TestServer;
let ali: TestClient;
const sockets: PatientSocket[] = [];
const tab = async () => {
  const s = await openSocket(server.url, ali);
  sockets.push(s);
  await announcePatient(server, s, '1001');
  return s;
};
const ring = async () =>
  (await request(server.url).post('/__qa/calls').send({ patient_id: '1001' })).body as { call_id: string };
const stateOf = async (id: string) => (await request(server.url).get(`/__qa/calls/${id}`)).body.state as string;
const refusal = (s: PatientSocket, event: string) =>
  eventWhere<NotifyError>(s, 'notify_error', (e) => e.event === event);

beforeAll(async () => {
  server = await startTestServer({}, { createDoctorPeer: quietDoctor });
  ali = new TestClient(server.url);
  await signInPatient(server, ali, '03001234567');
});
afterEach(() => closeSockets(server, sockets));
afterAll(() => server.close());

describe('a call accepted in one tab', () => {
  it('when the other tab hangs up, then the call goes on and that tab gets notify_error taken_elsewhere', async () => {
    const [a, b] = [await tab(), await tab()];
    const { call_id } = await ring();
    const told = eventWhere<CallEnded>(b, 'call_ended', (e) => e.call_id === call_id);
    a.emit('call_accept', { call_id });
    expect(await told).toMatchObject({ call_id, reason: 'taken_elsewhere' });

    const refused = refusal(b, 'call_hangup');
    b.emit('call_hangup', { call_id, reason: CallHangupReason.hangup });
    expect(await refused).toEqual({
      event: 'call_hangup',
      message: 'This call was answered in another tab or on another device; it goes on there.',
      code: 'taken_elsewhere',
      call_id,
    });
    expect(await stateOf(call_id)).toBe('accepted');
    expect(stopped.has(call_id)).toBe(false);

    // The tab that holds the call still ends it.
    a.emit('call_hangup', { call_id, reason: CallHangupReason.hangup });
    await roundTrip(a);
    expect(await stateOf(call_id)).toBe('ended');
  });

  it('when the other tab accepts or declines too, then each is refused with taken_elsewhere and nothing changes', async () => {
    const [a, b] = [await tab(), await tab()];
    const { call_id } = await ring();
    a.emit('call_accept', { call_id });
    await roundTrip(a);
    const accept = refusal(b, 'call_accept');
    b.emit('call_accept', { call_id });
    expect(await accept).toMatchObject({ code: 'taken_elsewhere', call_id });
    const decline = refusal(b, 'call_decline');
    b.emit('call_decline', { call_id, reason: CallDeclineReason.declined });
    expect(await decline).toMatchObject({ code: 'taken_elsewhere', call_id });
    const signal = refusal(b, 'call_signal');
    b.emit('call_signal', { call_id, signal: { type: 'candidate' as never, candidate: {} } });
    expect(await signal).toMatchObject({ code: 'taken_elsewhere', call_id });
    expect(await stateOf(call_id)).toBe('accepted');
  });

  it('when a third tab opens while the call is live, then it hears the call is taken elsewhere and nothing rings', async () => {
    const a = await tab();
    const { call_id } = await ring();
    a.emit('call_accept', { call_id });
    await roundTrip(a);
    const late = await openSocket(server.url, ali);
    sockets.push(late);
    const rang = collect(late, 'receive_call');
    const told = eventWhere<CallEnded>(late, 'call_ended', (e) => e.call_id === call_id);
    late.emit('patient_connection', { patient_id: '1001' });
    expect(await told).toMatchObject({ call_id, reason: 'taken_elsewhere' });
    expect(rang).toEqual([]);
    expect(await stateOf(call_id)).toBe('accepted');
  });
});
