import type { NotifyError, ReceiveCall } from '@ehp/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advanceClock,
  bookAndStart,
  getAppointment,
  MINUTE,
  patient,
  PATIENTS,
  payAtGateway,
  startBookingServer,
} from '../../packages/mock-server/src/test/appointments.ts';
import { TestClient, type TestServer } from '../../packages/mock-server/src/test/server.ts';
import {
  announceDoctor,
  announcePatient,
  eventWhere,
  nextEvent,
  openSocket,
  type PatientSocket,
} from '../../packages/mock-server/src/test/sockets.ts';
import { startsAt } from '../../packages/mock-server/src/modules/appointments/lifecycle.ts';
import { record } from './lib/record.ts';

// F12: a payment answered pending (124) settles by the clock; the patient and the dashboard then
// show it paid, and the doctor's call_start must agree (it read the stored record before).

let server: TestServer;
const sockets: PatientSocket[] = [];
beforeAll(async () => {
  server = await startBookingServer();
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await server.close();
});

describe('paid-by-pending patients can be called', () => {
  it('when a pending payment settles by the clock, then call_start rings the patient', async () => {
    const ali = await patient(server, PATIENTS.ali);
    const { appointmentId, paymentId } = await bookAndStart(server, ali);
    expect((await payAtGateway(server, paymentId, '124')).status).toBe(303);
    const a = server.store.data.appointments.find((x) => x.id === appointmentId)!;
    const ahead = Math.floor((startsAt(a) - 5 * MINUTE - server.ctx.now()) / MINUTE);
    expect((await advanceClock(server.url, ahead)).status).toBe(200);
    expect((await getAppointment(ali, appointmentId)).payment_status).toBe(0); // the patient sees it paid

    const imran = new TestClient(server.url);
    expect((await imran.post('/api/doctor/dr_login', { pmdc: '12345-P', password: 'Doctor@123' })).status).toBe(200);
    const doctor = await openSocket(server.url, imran);
    const alis = await openSocket(server.url, ali);
    sockets.push(doctor, alis);
    await Promise.all([announceDoctor(server, doctor, '12345-P'), announcePatient(server, alis, '1001')]);
    const refused = eventWhere<NotifyError>(doctor, 'notify_error', (e) => e.event === 'call_start');
    const rang = nextEvent<ReceiveCall>(alis, 'receive_call');
    doctor.emit('call_start', { appointment_id: appointmentId });
    const first = await Promise.race([rang.then(() => 'rang'), refused.then((e) => e.message)]);
    record({ finding: 'F12 paid-by-pending patients cannot be called', attacks: 1, held: first === 'rang' ? 1 : 0 });
    expect(first).toBe('rang');
  });
});
