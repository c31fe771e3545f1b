import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qaRequest, type TestClient, type TestServer } from '../test/server.ts';
import {
  bookAndStart,
  bookOnline,
  freeSlots,
  getAppointment,
  MINUTE,
  patient,
  PATIENTS,
  payAtGateway,
  startBookingServer,
  T0,
} from '../test/appointments.ts';
import { run } from './cli.ts';

let server: TestServer;
let ali: TestClient;
let ayesha: TestClient;
beforeAll(async () => {
  server = await startBookingServer();
  ali = await patient(server, PATIENTS.ali);
  ayesha = await patient(server, PATIENTS.ayesha);
});
afterAll(() => server.close());
const qa = () => qaRequest(server.url);

describe('QA: appointments and payments', () => {
  it('when appointments are listed, then every patient’s show newest first with names and payments; patient_id filters', async () => {
    const mine = await bookAndStart(server, ali);
    const [slot] = freeSlots(server, 1);
    const theirs = (await bookOnline(ayesha, slot)).body.data.appointment.id;
    const all = await qa().get('/__qa/appointments');
    expect(all.status).toBe(200);
    expect(all.body.appointments.map((a: { id: number }) => a.id).slice(0, 2)).toEqual([theirs, mine.appointmentId]);
    expect(all.body.appointments[1]).toMatchObject({
      patient_id: 1001,
      patient_name: 'Ali Hassan',
      doctor: { name: 'Dr. Imran Qureshi' },
      payments: [{ id: mine.paymentId, status: 4 }],
    });
    const only = await qa().get('/__qa/appointments?patient_id=1003');
    expect(only.body.appointments.map((a: { id: number }) => a.id)).toEqual([theirs]);
    expect((await qa().get('/__qa/appointments?patient_id=abc')).status).toBe(400);
    await qa().post(`/__qa/appointments/${theirs}/cancel`);
  });

  it('when QA cancels an appointment, then the patient sees it cancelled; again, then 409; unknown, then 404', async () => {
    const [slot] = freeSlots(server, 1);
    const { id } = (await bookOnline(ali, slot)).body.data.appointment;
    const res = await qa().post(`/__qa/appointments/${id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body.appointment).toMatchObject({ id, status: 'cancelled' });
    expect((await getAppointment(ali, id)).status).toBe('cancelled');
    expect((await qa().post(`/__qa/appointments/${id}/cancel`)).status).toBe(409);
    expect((await qa().post('/__qa/appointments/999999/cancel')).status).toBe(404);
  });

  it('when QA settles a payment the payer never finished, then it completes with 000; a settled one cannot be decided again', async () => {
    const { appointmentId, paymentId } = await bookAndStart(server, ali);
    const res = await qa().post(`/__qa/payments/${paymentId}/settle`);
    expect(res.body.appointment).toMatchObject({
      id: appointmentId,
      status: 'confirmed',
      payment: { result_code: '000' },
    });
    expect((await qa().post(`/__qa/payments/${paymentId}/fail`)).status).toBe(409);
    expect((await qa().post('/__qa/payments/PAY-777777/settle')).status).toBe(404);
    expect((await qa().post('/__qa/payments/NOPE/settle')).status).toBe(400);
  });

  it('when QA fails a payment the payer never finished, then it failed with 999', async () => {
    const { paymentId } = await bookAndStart(server, ali);
    const res = await qa().post(`/__qa/payments/${paymentId}/fail`);
    expect(res.body.appointment).toMatchObject({
      status: 'awaiting_payment',
      payment: { status: 2, result_code: '999' },
    });
    await qa().post(`/__qa/appointments/${res.body.appointment.id}/cancel`);
  });

  it('when the next outcome is set, read and switched off, then each answer says so; a bad code is 400', async () => {
    expect((await qa().put('/__qa/payments/next-outcome').send({ code: '124' })).body).toEqual({ code: '124' });
    expect((await qa().get('/__qa/payments/next-outcome')).body).toEqual({ code: '124' });
    expect((await qa().put('/__qa/payments/next-outcome').send({ code: '<1>' })).status).toBe(400);
    expect((await qa().put('/__qa/payments/next-outcome').send({ code: null })).body).toEqual({ code: null });
  });
});

describe('QA console', () => {
  it('when the console is opened, then it has the bookings section and its script parses', async () => {
    const html = (await qa().get('/__qa')).text;
    expect(html).toContain('Appointments and payments');
    expect(html).toContain('id="clock-go"');
    const script = /<script>([\s\S]*)<\/script>/.exec(html)![1];
    expect(() => new Function(script)).not.toThrow();
  });
});

describe('QA: the clock', () => {
  it('when the clock is advanced, then it moves forward and every rule follows it; backwards or zero is 400', async () => {
    const before = (await qa().get('/__qa/clock')).body;
    expect(before).toMatchObject({ pakistan_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const res = await qa().post('/__qa/clock').send({ minutes: 15 });
    expect(res.status).toBe(200);
    expect(res.body.offset_minutes).toBe(before.offset_minutes + 15);
    expect(Date.parse(res.body.now) - Date.parse(before.now)).toBe(15 * MINUTE);
    expect(server.ctx.now()).toBe(Date.parse(res.body.now));
    for (const minutes of [-5, 0, 1.5, 'ten'])
      expect((await qa().post('/__qa/clock').send({ minutes })).status).toBe(400);
  });

  it('when QA resets, then the clock and the next outcome are back, and bookings are gone', async () => {
    await qa().put('/__qa/payments/next-outcome').send({ code: '999' });
    expect((await qa().post('/__qa/reset')).status).toBe(200);
    expect(server.ctx.now()).toBe(T0);
    expect((await qa().get('/__qa/clock')).body.offset_minutes).toBe(0);
    expect((await qa().get('/__qa/payments/next-outcome')).body.code).toBeNull();
    expect(server.store.data.appointments).toEqual([]);
  });
});

describe('QA CLI: bookings', () => {
  beforeAll(async () => {
    ali = await patient(server, PATIENTS.ali);
  });

  it('when appointments are listed, then a table with doctor, status and payment', async () => {
    expect(await run(['appointments'], server.url)).toBe('no appointments');
    const { paymentId } = await bookAndStart(server, ali);
    await payAtGateway(server, paymentId, '157');
    const out = await run(['appointments', '1001'], server.url);
    expect(out).toMatch(/^id\s+patient_name\s+doctor/);
    expect(out).toMatch(
      new RegExp(`Ali Hassan\\s+Dr\\. Imran Qureshi.*awaiting_payment\\s+PENDING\\s+${paymentId} \\(157\\)`),
    );
  });

  it('when settle, fail, cancel, next-outcome and clock are run, then each reports what happened', async () => {
    const pending = server.store.data.payments.at(-1)!.id;
    expect(await run(['settle', pending], server.url)).toMatch(
      new RegExp(`${pending} settled; appointment \\d+: confirmed, payment SUCCESS`),
    );
    const { appointmentId, paymentId } = await bookAndStart(server, ali);
    expect(await run(['fail', paymentId], server.url)).toMatch(
      /failed; appointment \d+: awaiting_payment, payment FAILURE/,
    );
    expect(await run(['cancel', String(appointmentId)], server.url)).toMatch(
      /: cancelled, payment FAILURE, refund none$/,
    );
    expect(await run(['next-outcome', '157'], server.url)).toBe('the gateway will preselect 157 for the next payment');
    expect(await run(['next-outcome'], server.url)).toBe('next payment outcome: 157');
    expect(await run(['next-outcome', 'off'], server.url)).toBe('next payment outcome off');
    expect(await run(['clock', '+15'], server.url)).toMatch(/15 minute\(s\) ahead of real time$/);
    expect(await run(['clock'], server.url)).toMatch(
      /^mock clock 2026-11-23T05:15:00.000Z \(Pakistan 2026-11-23 10:15:00\)/,
    );
  });

  it('when arguments are wrong, then the error names them', async () => {
    await expect(run(['settle', '42'], server.url)).rejects.toThrow(
      'settle needs a payment reference, e.g. qa settle PAY-000001',
    );
    await expect(run(['clock', '-5'], server.url)).rejects.toThrow(/forward only/);
    await expect(run(['next-outcome', '#'], server.url)).rejects.toThrow(/result code/);
    await expect(run(['cancel', 'x'], server.url)).rejects.toThrow(
      'appointment_id must be a whole number of at least 1 (got "x")',
    );
    await expect(run(['settle', 'PAY-123456'], server.url)).rejects.toThrow(/^404: No payment PAY-123456/);
  });
});
