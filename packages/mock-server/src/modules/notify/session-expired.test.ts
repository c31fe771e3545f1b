import request from 'supertest';
import type { NotifyError } from '@ehp/api-types';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInOwner, signInPatient, startTestServer, TestClient, type TestServer } from '../../test/server.ts';
import {
  announcePatient,
  closeSockets,
  eventWhere,
  nextEvent,
  openSocket,
  type PatientSocket,
} from '../../test/sockets.ts';

// Issue 21, F13: a socket whose session has gone says so in a form the portal acts on.

let server: TestServer;
const sockets: PatientSocket[] = [];
const open = async (client?: TestClient) => {
  const s = await openSocket(server.url, client);
  sockets.push(s);
  return s;
};
const expire = (body: object = {}) => request(server.url).post('/__qa/sessions/expire').send(body);

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => closeSockets(server, sockets));
afterAll(() => server.close());

describe('/notify with a session that has gone', () => {
  it('when QA expires a patient session, then its socket is disconnected and a new one hears session_expired', async () => {
    const usman = new TestClient(server.url);
    await signInPatient(server, usman, '03017654321');
    const before = await open(usman);
    await announcePatient(server, before, '1004');
    const gone = new Promise((resolve) => before.once('disconnect', resolve));
    const res = await expire({ user_id: '1004', role: 'patient' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ expired: 1 });
    await gone;

    const again = await open(usman);
    const refused = nextEvent<NotifyError>(again, 'notify_error');
    again.emit('patient_connection', { patient_id: '1004' });
    expect(await refused).toMatchObject({ event: 'patient_connection', code: 'session_expired' });
    expect((await usman.get('/api/appointments/list')).status).toBe(401);
  });

  it('when a doctor socket has no session, then doctor_connection and call_start say session_expired', async () => {
    const s = await open();
    const connect = eventWhere<NotifyError>(s, 'notify_error', (e) => e.event === 'doctor_connection');
    s.emit('doctor_connection', { pmdc: '12345-P' });
    expect(await connect).toMatchObject({ code: 'session_expired' });
    const start = eventWhere<NotifyError>(s, 'notify_error', (e) => e.event === 'call_start');
    s.emit('call_start', { appointment_id: 5012 });
    expect(await start).toMatchObject({ code: 'session_expired', message: 'Sign in as a doctor to call patients.' });
  });

  it('when someone signed in with another role sends a patient event, then it is refused without session_expired', async () => {
    const owner = new TestClient(server.url);
    await signInOwner(owner);
    const s = await open(owner);
    s.emit('patient_connection', { patient_id: '1001' });
    const refused = await nextEvent<NotifyError>(s, 'notify_error');
    expect(refused.event).toBe('patient_connection');
    expect(refused.code).toBeUndefined();
  });

  it('when QA names nobody, then every live session expires; a named user with no session expires none', async () => {
    const fatima = new TestClient(server.url);
    await signInPatient(server, fatima, '03124567890');
    expect((await expire({ user_id: '999999' })).body).toEqual({ expired: 0 });
    const all = await expire();
    expect(all.body.expired).toBeGreaterThanOrEqual(1);
    expect((await fatima.get('/api/appointments/list')).status).toBe(401);
    expect((await expire({ role: 'nurse' })).status).toBe(400);
  });
});
