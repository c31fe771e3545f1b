import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookAndStart, IMRAN, patient, PATIENTS, payAtGateway, startBookingServer } from '../test/appointments.ts';
import type { TestClient, TestServer } from '../test/server.ts';

let server: TestServer;
let ali: TestClient;
beforeAll(async () => {
  server = await startBookingServer();
  ali = await patient(server, PATIENTS.ali);
});
afterAll(() => server.close());

const ring = (body: Record<string, unknown>) => request(server.url).post('/__qa/calls').send(body);
const callOf = async (id: string) => (await request(server.url).get(`/__qa/calls/${id}`)).body;

describe('QA calls for booked appointments', () => {
  it('when a patient with a paid online appointment is rung, then the call carries that appointment and its doctor', async () => {
    const { appointmentId, paymentId } = await bookAndStart(server, ali);
    expect((await payAtGateway(server, paymentId, '000')).status).toBe(303);
    const rung = await ring({ patient_id: '1001' });
    expect(rung.status).toBe(202);
    expect(await callOf(rung.body.call_id)).toMatchObject({ appointment_id: appointmentId, doctor_pmdc: IMRAN });
  });

  it('when QA names an appointment that is not the patient’s, then it is 404 and nobody is rung', async () => {
    const res = await ring({ patient_id: '1002', appointment_id: 5001 });
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/no online appointment 5001/);
  });
});
