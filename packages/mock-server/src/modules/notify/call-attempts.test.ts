import type { CallAttempt, CallMediaState, ReceiveCall } from '@ehp/api-types';
import { CallDeclineReason } from '@ehp/api-types/schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { patient, PATIENTS, startBookingServer } from '../../test/appointments.ts';
import { callSteps, errorFor, signInDoctor, statusOf } from '../../test/calls.ts';
import { TestClient, type TestServer } from '../../test/server.ts';
import {
  announceDoctor,
  announcePatient,
  closeSockets,
  nextEvent,
  openSocket,
  roundTrip,
  type PatientSocket,
} from '../../test/sockets.ts';

// Issue 25: each call the doctor makes is kept on the appointment (call_attempts), Call is refused
// outside the window with a code, and each side's microphone and camera reach the other side.

let server: TestServer;
let ali: TestClient;
let fatima: TestClient;
let imran: TestClient;
const sockets: PatientSocket[] = [];
const aliId = '1001';

const open = async (c: TestClient, event: 'patient_connection' | 'doctor_connection', id: string) => {
  const s = await openSocket(server.url, c);
  sockets.push(s);
  if (event === 'patient_connection') await announcePatient(server, s, id);
  else await announceDoctor(server, s, id);
  return s;
};
const { paidAppointment, moveTo } = callSteps(() => server);
async function attemptsSeenByPatient(id: number): Promise<CallAttempt[]> {
  const res = await ali.get(`/api/appointments/get?id=${id}`);
  return (res.body as { data: { appointment: { call_attempts: CallAttempt[] } } }).data.appointment.call_attempts;
}
async function doctorList() {
  const res = await imran.get('/api/doctor/appointments');
  return res.body as {
    data: { server_time: string; appointments: Array<{ id: number; call_attempts: CallAttempt[] }> };
  };
}
/** Rings Ali about the appointment and waits until it rings. */
async function ring(doctor: PatientSocket, alis: PatientSocket, id: number): Promise<ReceiveCall> {
  const call = nextEvent<ReceiveCall>(alis, 'receive_call');
  doctor.emit('call_start', { appointment_id: id });
  return call;
}

beforeAll(async () => {
  server = await startBookingServer({ callsPerMinute: 100 });
  ali = await patient(server, PATIENTS.ali);
  fatima = await patient(server, PATIENTS.fatima);
  imran = await signInDoctor(server, '12345-P');
});
afterEach(async () => {
  await closeSockets(server, sockets);
  server.ctx.calls.clear();
});
afterAll(() => server.close());

describe('/notify call attempts and the call window', () => {
  it('when the doctor calls before the window, then notify_error has code outside_call_window and nothing is recorded; the list says the server time', async () => {
    const id = await paidAppointment(ali);
    const doctor = await open(imran, 'doctor_connection', '12345-P');
    await open(ali, 'patient_connection', aliId);
    const refused = errorFor(doctor, 'call_start');
    doctor.emit('call_start', { appointment_id: id });
    expect(await refused).toMatchObject({ event: 'call_start', code: 'outside_call_window' });
    expect(await attemptsSeenByPatient(id)).toEqual([]);
    const list = await doctorList();
    expect(Date.parse(list.data.server_time)).toBe(server.ctx.now());
    expect(list.data.appointments.find((a) => a.id === id)?.call_attempts).toEqual([]);
  });

  it('when a call is missed, then declined, then the patient is offline, then the appointment keeps each attempt with the time it rang by the mock clock', async () => {
    const id = await paidAppointment(ali);
    await moveTo(id, -5);
    const rangAt = new Date(server.ctx.now()).toISOString();
    const doctor = await open(imran, 'doctor_connection', '12345-P');
    const alis = await open(ali, 'patient_connection', aliId);

    const missed = statusOf(doctor, 'missed');
    const first = await ring(doctor, alis, id);
    alis.emit('call_decline', { call_id: first.call_id, reason: CallDeclineReason.missed });
    await missed;
    const declined = statusOf(doctor, 'declined');
    const second = await ring(doctor, alis, id);
    alis.emit('call_decline', { call_id: second.call_id, reason: CallDeclineReason.declined });
    await declined;
    await closeSockets(server, [alis]);
    const offline = statusOf(doctor, 'offline');
    doctor.emit('call_start', { appointment_id: id });
    await offline;

    const expected = [
      { at: rangAt, outcome: 'missed', doctor_name: 'Dr. Imran Qureshi' },
      { at: rangAt, outcome: 'declined', doctor_name: 'Dr. Imran Qureshi' },
      { at: rangAt, outcome: 'failed', doctor_name: 'Dr. Imran Qureshi' },
    ];
    expect(await attemptsSeenByPatient(id)).toEqual(expected);
    expect((await doctorList()).data.appointments.find((a) => a.id === id)?.call_attempts).toEqual(expected);
  });

  it('when the patient accepts, then the attempt is answered, and each side hears the other side’s microphone and camera, not a third party', async () => {
    const id = await paidAppointment(ali);
    await moveTo(id, -5);
    const doctor = await open(imran, 'doctor_connection', '12345-P');
    const alis = await open(ali, 'patient_connection', aliId);
    const call = await ring(doctor, alis, id);
    const accepted = statusOf(doctor, 'accepted');
    alis.emit('call_accept', { call_id: call.call_id });
    await accepted;

    const toDoctor = nextEvent<CallMediaState>(doctor, 'call_media_state');
    alis.emit('call_media_state', { call_id: call.call_id, audio: false, video: true });
    expect(await toDoctor).toEqual({ call_id: call.call_id, audio: false, video: true });
    const toPatient = nextEvent<CallMediaState>(alis, 'call_media_state');
    doctor.emit('call_media_state', { call_id: call.call_id, audio: true, video: false });
    expect(await toPatient).toEqual({ call_id: call.call_id, audio: true, video: false });

    const stranger = await open(fatima, 'patient_connection', '1002');
    const refused = errorFor(stranger, 'call_media_state');
    stranger.emit('call_media_state', { call_id: call.call_id, audio: false, video: false });
    expect((await refused).message).toBe('You are not in this call.');
    const malformed = errorFor(alis, 'call_media_state');
    alis.emit('call_media_state', { call_id: call.call_id, audio: 'off' } as never);
    expect((await malformed).message).toMatch(/^Malformed call_media_state/);
    await Promise.all([alis, doctor, stranger].map(roundTrip));
    expect((await attemptsSeenByPatient(id)).map((a) => a.outcome)).toEqual(['answered']);
  });
});
