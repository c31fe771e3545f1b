import type { NotifyError, ReceiveCall } from '@ehp/api-types';
import { CallDeclineReason, CallHangupReason, CallSignalSignalType } from '@ehp/api-types/schema';
import type { TestServer } from '../../../packages/mock-server/src/test/server.ts';
import {
  announcePatient,
  collect,
  eventWhere,
  nextEvent,
  openSocket,
  roundTrip,
  type PatientSocket,
} from '../../../packages/mock-server/src/test/sockets.ts';
import { newPatient, qa, signedIn } from './failed-write-world.ts';

// F5's socket side: every event a client sends (asyncapi.yaml), driven once while the disk refuses
// writes. Only the call attempt a call's end records writes the store (calls/attempts.ts, listed in
// failed-write-never-writes.ts): the declined call below is on a real appointment, so that write fails here
// and is rolled back while the call goes on. Each event gets its usual answer, and the test checks
// the store did not change.

const UNKNOWN_CALL = '00000000-0000-4000-8000-000000000000';
const REFUSED = ['call_hangup', 'call_accept', 'call_signal', 'call_start', 'call_media_state'];

/** Signs a patient and a doctor in and opens their sockets (the disk working); resolves to the drive. */
export async function socketEvents(server: TestServer): Promise<{ drive(): Promise<number>; close(): void }> {
  const patient = await newPatient(server);
  const patientId = String(server.store.data.patients.at(-1)!.id);
  const doctor = await signedIn(server, '/api/doctor/dr_login', { pmdc: '12345-P', password: 'Doctor@123' });
  const sockets: PatientSocket[] = [await openSocket(server.url, patient), await openSocket(server.url, doctor)];
  const [p, d] = sockets;
  const errors = [collect<NotifyError>(p, 'notify_error'), collect<NotifyError>(d, 'notify_error')];
  const refused = (s: PatientSocket, event: string) =>
    eventWhere<NotifyError>(s, 'notify_error', (e) => e.event === event);
  // The patient's paid online appointment with its call window open (made while the disk works).
  const made = await qa(server).post('/__qa/call-appointments').send({ patient_id: patientId, doctor_pmdc: '12345-P' });
  if (made.status >= 300) throw new Error(`QA call appointment: ${made.status} ${made.text}`);
  const appointmentId = (made.body as { appointment: { id: number } }).appointment.id;
  const ring = async () => {
    const rang = nextEvent<ReceiveCall>(p, 'receive_call');
    const res = await qa(server).post('/__qa/calls').send({
      patient_id: patientId,
      doctor_name: 'Dr. Imran Qureshi',
      doctor_pmdc: '12345-P',
      appointment_id: appointmentId,
    });
    if (res.status !== 202) throw new Error(`QA call: ${res.status} ${res.text}`);
    return (await rang).call_id;
  };

  async function drive(): Promise<number> {
    await announcePatient(server, p, patientId);
    const ringing = await ring();
    // Refused ones answer notify_error, as always: a ringing call cannot be hung up by the patient.
    const hangup = refused(p, 'call_hangup');
    p.emit('call_hangup', { call_id: ringing, reason: CallHangupReason.hangup });
    await hangup;
    p.emit('call_decline', { call_id: ringing, reason: CallDeclineReason.declined });
    const accept = refused(p, 'call_accept');
    p.emit('call_accept', { call_id: UNKNOWN_CALL });
    await accept;
    const media = refused(p, 'call_media_state');
    p.emit('call_media_state', { call_id: UNKNOWN_CALL, audio: false, video: false });
    await media;
    const signal = refused(p, 'call_signal');
    p.emit('call_signal', { call_id: UNKNOWN_CALL, signal: { type: CallSignalSignalType.offer, sdp: 'v=0' } });
    await signal;
    d.emit('doctor_connection', { pmdc: '12345-P' });
    const start = refused(d, 'call_start');
    d.emit('call_start', { appointment_id: 999_999 });
    await start;
    // Every answer to what was sent has arrived (a round trip is a refused call_accept, as expected).
    await Promise.all(sockets.map(roundTrip));
    const unexpected = errors.flat().filter((e) => !REFUSED.includes(e.event));
    if (unexpected.length) throw new Error(`refused: ${JSON.stringify(unexpected)}`);
    return 8;
  }
  return { drive, close: () => sockets.forEach((s) => s.disconnect()) };
}
