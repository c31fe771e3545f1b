import request from 'supertest';
import type { PatientPresence, ReceiveCall } from '@ehp/api-types';
import { CallDeclineReason, CallHangupReason, CallSignalSignalType } from '@ehp/api-types/schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookAndStart, patient, PATIENTS, payAtGateway, startBookingServer } from '../../test/appointments.ts';
import { callSteps, errorFor, signInDoctor, statusOf } from '../../test/calls.ts';
import { TestClient, type TestServer } from '../../test/server.ts';
import {
  announceDoctor,
  announcePatient,
  closeSockets,
  collect,
  eventWhere,
  nextEvent,
  openSocket,
  roundTrip,
  type PatientSocket,
} from '../../test/sockets.ts';

// The doctor dashboard's calls over /notify: who may ring whom and when, presence, every outcome,
// and signalling only between the two sockets of a call.

let server: TestServer;
let ali: TestClient;
let fatima: TestClient;
let imran: TestClient;
let ayeshaDr: TestClient;
const sockets: PatientSocket[] = [];

const open = async (c?: TestClient) => {
  const s = await openSocket(server.url, c);
  sockets.push(s);
  return s;
};
const patientSocket = async (c: TestClient, id: string) => {
  const s = await open(c);
  await announcePatient(server, s, id);
  return s;
};
const doctorSocket = async (c: TestClient, pmdc: string) => {
  const s = await open(c);
  await announceDoctor(server, s, pmdc);
  return s;
};
const stats = async () => (await request(server.url).get('/__qa/stats')).body.counters as Record<string, number>;
const steps = callSteps(() => server);
const { moveTo } = steps;
/** A paid online appointment of Dr. Imran Qureshi for the client; the clock is then moved into its window. */
async function paidAppointment(client: TestClient, moveIntoWindow = true): Promise<number> {
  const appointmentId = await steps.paidAppointment(client);
  if (moveIntoWindow) await moveTo(appointmentId, -5);
  return appointmentId;
}

let aliId: string;
let fatimaId: string;

beforeAll(async () => {
  server = await startBookingServer({ callsPerMinute: 100 });
  ali = await patient(server, PATIENTS.ali);
  fatima = await patient(server, PATIENTS.fatima);
  imran = await signInDoctor(server, '12345-P');
  ayeshaDr = await signInDoctor(server, '54321-P');
  aliId = '1001';
  fatimaId = '1002';
});
afterEach(async () => {
  await closeSockets(server, sockets);
  server.ctx.calls.clear();
});
afterAll(() => server.close());

describe('/notify doctor calls: who and when', () => {
  it('when the doctor calls a paid appointment before its window, then notify_error says from when; in the window it rings the patient with the doctor and the appointment', async () => {
    const id = await paidAppointment(ali, false);
    const doctor = await doctorSocket(imran, '12345-P');
    const alis = await patientSocket(ali, aliId);
    doctor.emit('call_start', { appointment_id: id });
    expect((await errorFor(doctor, 'call_start')).message).toMatch(
      /^This appointment can be called from \d{2}:\d{2} (AM|PM) Pakistan time \(15 minutes before it starts\)\.$/,
    );
    await moveTo(id, -10);
    const ringing = statusOf(doctor, 'ringing');
    doctor.emit('call_start', { appointment_id: id });
    const call = await nextEvent<ReceiveCall>(alis, 'receive_call');
    expect(call).toMatchObject({ appointment_id: id, doctor_name: 'Dr. Imran Qureshi', doctor_pmdc: '12345-P' });
    expect(await ringing).toMatchObject({ call_id: call.call_id, appointment_id: id, patient_id: aliId });
  });

  it('when another doctor, a patient or nobody signed in calls the appointment, then each is refused and the patient hears nothing', async () => {
    const id = await paidAppointment(ali);
    const alis = await patientSocket(ali, aliId);
    const heard = collect(alis, 'receive_call');
    const other = await doctorSocket(ayeshaDr, '54321-P');
    other.emit('call_start', { appointment_id: id });
    expect((await errorFor(other, 'call_start')).message).toBe(
      'Only the doctor of this appointment can call its patient.',
    );
    const fatimas = await patientSocket(fatima, fatimaId);
    fatimas.emit('call_start', { appointment_id: id });
    expect((await errorFor(fatimas, 'call_start')).message).toBe('Patients cannot start calls.');
    const anonymous = await open();
    anonymous.emit('call_start', { appointment_id: id });
    expect((await errorFor(anonymous, 'call_start')).message).toBe('Sign in as a doctor to call patients.');
    const imposter = await open(ayeshaDr);
    imposter.emit('doctor_connection', { pmdc: '12345-P' });
    expect((await errorFor(imposter, 'doctor_connection')).message).toBe('You can only connect as yourself.');
    await roundTrip(alis);
    expect(heard).toEqual([]);
  });

  it('when the appointment is not paid, then notify_error says only paid ones can be called', async () => {
    const { appointmentId } = await bookAndStart(server, fatima);
    await moveTo(appointmentId, -5);
    const doctor = await doctorSocket(imran, '12345-P');
    doctor.emit('call_start', { appointment_id: appointmentId });
    expect((await errorFor(doctor, 'call_start')).message).toBe('Only paid appointments can be called.');
  });

  it('when a pending payment (124) has settled by the clock, then the doctor can ring its patient (F12)', async () => {
    const { appointmentId, paymentId } = await bookAndStart(server, ali);
    expect((await payAtGateway(server, paymentId, '124')).status).toBe(303);
    await moveTo(appointmentId, -5); // more than the 2 minutes a pending payment takes to settle
    const doctor = await doctorSocket(imran, '12345-P');
    const alis = await patientSocket(ali, aliId);
    const ringing = statusOf(doctor, 'ringing');
    doctor.emit('call_start', { appointment_id: appointmentId });
    expect(await nextEvent<ReceiveCall>(alis, 'receive_call')).toMatchObject({ appointment_id: appointmentId });
    const call = await ringing;
    const cancelled = statusOf(doctor, 'ended');
    doctor.emit('call_hangup', { call_id: call.call_id });
    await cancelled;
  });

  it('when the window has closed, then notify_error says so', async () => {
    const id = await paidAppointment(ali);
    await moveTo(id, 20 + 31);
    const doctor = await doctorSocket(imran, '12345-P');
    doctor.emit('call_start', { appointment_id: id });
    expect((await errorFor(doctor, 'call_start')).message).toBe('The call window of this appointment is over.');
  });
});

describe('/notify doctor calls: presence and outcomes', () => {
  it('when the doctor connects, then the patient presence is reported and follows the patient live', async () => {
    await paidAppointment(fatima);
    const doctor = await open(imran);
    const first = eventWhere<PatientPresence>(doctor, 'patient_presence', (p) => p.patient_id === fatimaId);
    doctor.emit('doctor_connection', { pmdc: '12345-P' });
    expect(await first).toEqual({ patient_id: fatimaId, online: false });
    const online = eventWhere<PatientPresence>(doctor, 'patient_presence', (p) => p.online);
    const fatimas = await patientSocket(fatima, fatimaId);
    expect(await online).toEqual({ patient_id: fatimaId, online: true });
    const offline = eventWhere<PatientPresence>(doctor, 'patient_presence', (p) => !p.online);
    fatimas.disconnect();
    expect(await offline).toEqual({ patient_id: fatimaId, online: false });
  });

  it('when the patient is not connected, then call_status offline and nothing rings', async () => {
    const id = await paidAppointment(ali);
    const doctor = await doctorSocket(imran, '12345-P');
    doctor.emit('call_start', { appointment_id: id });
    expect(await statusOf(doctor, 'offline')).toMatchObject({
      appointment_id: id,
      message: 'The patient is not connected right now.',
    });
  });

  it('when the patient declines, misses or is in another call, then the doctor reads declined, missed or busy', async () => {
    const id = await paidAppointment(ali);
    const doctor = await doctorSocket(imran, '12345-P');
    const alis = await patientSocket(ali, aliId);
    for (const reason of [CallDeclineReason.declined, CallDeclineReason.missed]) {
      doctor.emit('call_start', { appointment_id: id });
      const call = await nextEvent<ReceiveCall>(alis, 'receive_call');
      const outcome = statusOf(doctor, `${reason}`);
      alis.emit('call_decline', { call_id: call.call_id, reason });
      expect((await outcome).call_id).toBe(call.call_id);
    }
    // Another call is ringing for the patient (QA's): one call per patient.
    await request(server.url).post('/__qa/calls').send({ patient_id: aliId }).expect(202);
    doctor.emit('call_start', { appointment_id: id });
    expect(await statusOf(doctor, 'busy')).toMatchObject({ message: 'The patient is in another call.' });
  });

  it('when the doctor calls while a call of theirs rings, then notify_error; hanging up while ringing cancels it for the patient', async () => {
    const id = await paidAppointment(ali);
    const doctor = await doctorSocket(imran, '12345-P');
    const alis = await patientSocket(ali, aliId);
    doctor.emit('call_start', { appointment_id: id });
    const call = await nextEvent<ReceiveCall>(alis, 'receive_call');
    doctor.emit('call_start', { appointment_id: id });
    expect((await errorFor(doctor, 'call_start')).message).toBe('You are already in a call. Hang up first.');
    const ended = nextEvent(alis, 'call_ended');
    const cancelled = statusOf(doctor, 'ended');
    doctor.emit('call_hangup', { call_id: call.call_id });
    expect(await ended).toMatchObject({ call_id: call.call_id, reason: 'cancelled' });
    expect((await cancelled).message).toBe('You cancelled the call.');
  });
});

describe('/notify doctor calls: signalling between exactly two sockets', () => {
  it('when the patient accepts, then signals go between the two sockets only; a third party is refused, counted and reaches nobody', async () => {
    const id = await paidAppointment(ali);
    const doctor = await doctorSocket(imran, '12345-P');
    const alis = await patientSocket(ali, aliId);
    const aliOther = await patientSocket(ali, aliId);
    const fatimas = await patientSocket(fatima, fatimaId);
    const other = await doctorSocket(ayeshaDr, '54321-P');
    const leaks = [aliOther, fatimas, other].map((s) => collect(s, 'call_signal'));

    doctor.emit('call_start', { appointment_id: id });
    const call = await nextEvent<ReceiveCall>(alis, 'receive_call');
    const accepted = statusOf(doctor, 'accepted');
    alis.emit('call_accept', { call_id: call.call_id });
    await accepted;

    const offer = { type: CallSignalSignalType.offer, sdp: 'v=0 offer' };
    const toDoctor = nextEvent(doctor, 'call_signal');
    alis.emit('call_signal', { call_id: call.call_id, signal: offer });
    expect(await toDoctor).toEqual({ call_id: call.call_id, signal: offer });
    const answer = { type: CallSignalSignalType.answer, sdp: 'v=0 answer' };
    const toPatient = nextEvent(alis, 'call_signal');
    doctor.emit('call_signal', { call_id: call.call_id, signal: answer });
    expect(await toPatient).toEqual({ call_id: call.call_id, signal: answer });

    const before = (await stats()).call_signals_refused_foreign ?? 0;
    const refusals = [errorFor(fatimas, 'call_signal'), errorFor(other, 'call_signal')];
    fatimas.emit('call_signal', { call_id: call.call_id, signal: offer });
    other.emit('call_signal', { call_id: call.call_id, signal: answer });
    const [byPatient, byDoctor] = await Promise.all(refusals);
    expect(byPatient.message).toBe('You are not in this call.');
    expect(byDoctor.message).toBe('You are not in this call.');
    expect((await stats()).call_signals_refused_foreign).toBe(before + 2);
    const doctorHeard = collect(doctor, 'call_signal');
    await Promise.all([doctor, ...[aliOther, fatimas, other]].map(roundTrip));
    expect(doctorHeard).toEqual([]);
    expect(leaks).toEqual([[], [], []]);

    // The patient hangs up: the doctor reads why.
    const ended = statusOf(doctor, 'ended');
    alis.emit('call_hangup', { call_id: call.call_id });
    expect((await ended).message).toBe('The patient ended the call.');
  });

  it('when the doctor hangs up or drops, then the patient gets call_ended with a message', async () => {
    const id = await paidAppointment(ali);
    const alis = await patientSocket(ali, aliId);
    for (const how of ['hangup', 'drop'] as const) {
      const doctor = await doctorSocket(imran, '12345-P');
      doctor.emit('call_start', { appointment_id: id });
      const call = await nextEvent<ReceiveCall>(alis, 'receive_call');
      const accepted = statusOf(doctor, 'accepted');
      alis.emit('call_accept', { call_id: call.call_id });
      await accepted;
      const ended = nextEvent(alis, 'call_ended', 20_000);
      if (how === 'hangup') doctor.emit('call_hangup', { call_id: call.call_id });
      else doctor.emit('call_hangup', { call_id: call.call_id, reason: CallHangupReason.connection_lost });
      expect(await ended).toEqual({
        call_id: call.call_id,
        reason: how === 'hangup' ? 'doctor_hangup' : 'doctor_unavailable',
        message:
          how === 'hangup'
            ? 'The doctor ended the call.'
            : 'The connection to the doctor was lost. The call has ended.',
      });
      doctor.disconnect();
    }
  });

  it('when the doctor reloads mid-call and calls again, then the old call ends for the patient and the new one rings', async () => {
    const id = await paidAppointment(ali);
    const alis = await patientSocket(ali, aliId);
    const first = await doctorSocket(imran, '12345-P');
    first.emit('call_start', { appointment_id: id });
    const call = await nextEvent<ReceiveCall>(alis, 'receive_call');
    const accepted = statusOf(first, 'accepted');
    alis.emit('call_accept', { call_id: call.call_id });
    await accepted;
    await closeSockets(server, [first]);
    const second = await doctorSocket(imran, '12345-P');
    const ended = nextEvent(alis, 'call_ended');
    const rings = eventWhere<ReceiveCall>(alis, 'receive_call', (c) => c.call_id !== call.call_id);
    second.emit('call_start', { appointment_id: id });
    expect(await ended).toMatchObject({ call_id: call.call_id, reason: 'doctor_unavailable' });
    expect((await rings).appointment_id).toBe(id);
  });

  it('when a doctor starts more calls than the limit allows in a minute, then notify_error says to wait', async () => {
    const main = server;
    server = await startBookingServer({ callsPerMinute: 4 });
    const limited = await patient(server, PATIENTS.usman);
    imran = await signInDoctor(server, '12345-P');
    const id = await paidAppointment(limited);
    const doctor = await doctorSocket(imran, '12345-P');
    // Fatima is offline: each start answers offline at once and counts against the limit (4 here).
    const refused = errorFor(doctor, 'call_start');
    for (let i = 0; i < 6; i += 1) doctor.emit('call_start', { appointment_id: id });
    expect((await refused).message).toMatch(/^Too many calls\. Try again in \d+ seconds\.$/);
    expect((await stats()).calls_rate_limited).toBeGreaterThan(0);
    doctor.disconnect();
    await server.close();
    server = main;
  });
});
