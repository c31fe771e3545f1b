import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookAndStart, patient, PATIENTS, payAtGateway, startBookingServer } from '../../test/appointments.ts';
import { TestClient, type TestServer } from '../../test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startBookingServer();
});
afterAll(() => server.close());

describe('GET /api/doctor/appointments', () => {
  it('when the doctor is signed in, then their online appointments from today come soonest first with patient and payment', async () => {
    const ali = await patient(server, PATIENTS.ali);
    const paid = await bookAndStart(server, ali);
    await payAtGateway(server, paid.paymentId, '000');
    const fatima = await patient(server, PATIENTS.fatima);
    const held = await bookAndStart(server, fatima);
    const doctor = new TestClient(server.url);
    expect((await doctor.post('/api/doctor/dr_login', { pmdc: '12345-P', password: 'Doctor@123' })).status).toBe(200);
    const res = await doctor.get('/api/doctor/appointments');
    expect(res.status).toBe(200);
    expect(res.body.data.call_window).toEqual({ minutes_before: 15, minutes_after: 30 });
    const rows = res.body.data.appointments as Array<Record<string, unknown>>;
    expect(rows.map((r) => [r.id, r.patient_name, r.payment_status])).toEqual([
      [paid.appointmentId, 'Ali Hassan', 0],
      [held.appointmentId, 'Fatima Noor', 4],
    ]);
    // Another doctor sees none of them.
    const other = new TestClient(server.url);
    await other.post('/api/doctor/dr_login', { pmdc: '54321-P', password: 'Doctor@123' });
    expect((await other.get('/api/doctor/appointments')).body.data.appointments).toEqual([]);
  });

  it('when a patient or nobody asks, then 403 or 401', async () => {
    const ali = await patient(server, PATIENTS.ali);
    expect((await ali.get('/api/doctor/appointments')).status).toBe(403);
    expect((await request(server.url).get('/api/doctor/appointments')).status).toBe(401);
  });
});
