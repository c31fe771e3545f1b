import request from 'supertest';
import type { CallStatus, ReceiveCall } from '@ehp/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMRAN, patient, PATIENTS, startBookingServer, T0 } from '../test/appointments.ts';
import { TestClient, type TestServer } from '../test/server.ts';
import { announceDoctor, announcePatient, eventWhere, openSocket } from '../test/sockets.ts';

let server: TestServer;
let ali: TestClient;
beforeAll(async () => {
  server = await startBookingServer();
  ali = await patient(server, PATIENTS.ali);
});
afterAll(() => server.close());

const ask = (body: Record<string, unknown>) => request(server.url).post('/__qa/call-appointments').send(body);

describe('QA appointments to call from the doctor dashboard', () => {
  it('when QA asks for one, then a paid, confirmed online appointment starts at the current minute and the doctor can ring it', async () => {
    const res = await ask({ patient_id: '1001', doctor_pmdc: IMRAN });
    expect(res.status).toBe(201);
    expect(res.body.appointment).toMatchObject({
      patient_id: 1001,
      mode: 'online',
      status: 'confirmed',
      payment_status: 0,
      starts_at: new Date(T0).toISOString(),
      doctor: { pmdc: IMRAN },
      payment: { status: 0, result_code: '000' },
    });
    const doctor = new TestClient(server.url);
    expect((await doctor.post('/api/doctor/dr_login', { pmdc: IMRAN, password: 'Doctor@123' })).status).toBe(200);
    const [alis, imrans] = await Promise.all([openSocket(server.url, ali), openSocket(server.url, doctor)]);
    try {
      await Promise.all([announcePatient(server, alis, '1001'), announceDoctor(server, imrans, IMRAN)]);
      const ringing = eventWhere<CallStatus>(imrans, 'call_status', (s) => `${s.status}` === 'ringing');
      const rung = eventWhere<ReceiveCall>(alis, 'receive_call', (c) => c.appointment_id === res.body.appointment.id);
      imrans.emit('call_start', { appointment_id: res.body.appointment.id });
      expect((await ringing).call_id).toBe((await rung).call_id);
    } finally {
      alis.disconnect();
      imrans.disconnect();
      server.ctx.calls.clear();
    }
  });

  it('when QA asks again while that call window is open, then it gets the same appointment (200) and makes no other', async () => {
    const before = server.store.data.appointments.length;
    const first = await ask({ patient_id: '1001', doctor_pmdc: IMRAN });
    const again = await ask({ patient_id: '1001', doctor_pmdc: IMRAN });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body.appointment.id).toBe(first.body.appointment.id);
    expect(server.store.data.appointments.length).toBe(before);
  });

  it('when the patient or the doctor is unknown, then 404 and nothing is made', async () => {
    const before = server.store.data.appointments.length;
    expect((await ask({ patient_id: '999999', doctor_pmdc: IMRAN })).status).toBe(404);
    expect((await ask({ patient_id: '1001', doctor_pmdc: '99999-Z' })).status).toBe(404);
    expect((await ask({ patient_id: '1001' })).status).toBe(400);
    expect(server.store.data.appointments.length).toBe(before);
  });
});
