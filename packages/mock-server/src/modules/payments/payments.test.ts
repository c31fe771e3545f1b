import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qaRequest, type TestClient, type TestServer } from '../../test/server.ts';
import {
  advanceClock,
  bookAndStart,
  bookOnline,
  freeSlots,
  getAppointment,
  patient,
  PATIENTS,
  payAtGateway,
  startBookingServer,
} from '../../test/appointments.ts';
import { MESSAGES } from '../appointments/lifecycle.ts';
import { gatewayToken } from './gateway-signing.ts';

let server: TestServer;
let ali: TestClient;
beforeAll(async () => {
  server = await startBookingServer();
  ali = await patient(server, PATIENTS.ali);
});
afterAll(() => server.close());

const start = (c: TestClient, appointment_id: number, method = 'jazzcash') =>
  c.post('/api/payments/start', { appointment_id, method });

describe('starting a payment', () => {
  it('when a held appointment is paid for, then a PAY- reference at the fee and the gateway page come back; the hold is not extended', async () => {
    const [slot] = freeSlots(server, 1);
    const booked = (await bookOnline(ali, slot)).body.data.appointment;
    const res = await start(ali, booked.id, 'card');
    expect(res.status).toBe(201);
    const { payment, gateway_url } = res.body.data;
    expect(payment).toMatchObject({
      id: expect.stringMatching(/^PAY-\d{6}$/),
      appointment_id: booked.id,
      method: 'card',
      amount: booked.fee,
      status: 4,
      result_code: null,
      settled_at: null,
    });
    expect(gateway_url).toBe(
      `/__gateway/pay?payment_id=${payment.id}&token=${gatewayToken(server.store.secret, payment.id)}`,
    );
    expect(gateway_url).toMatch(/&token=[\w-]{32}$/);
    const after = await getAppointment(ali, booked.id);
    expect(after).toMatchObject({ payment_status: 4, hold_expires_at: booked.hold_expires_at, payment });
  });

  it('when the hold has lapsed, then 409 says to book again', async () => {
    const [slot] = freeSlots(server, 1);
    const { id } = (await bookOnline(ali, slot)).body.data.appointment;
    await advanceClock(server.url, 10);
    const res = await start(ali, id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MESSAGES.holdEnded);
  });

  it('when the appointment was cancelled, then 409', async () => {
    const [slot] = freeSlots(server, 1);
    const { id } = (await bookOnline(ali, slot)).body.data.appointment;
    await ali.post('/api/appointments/cancel', { appointment_id: id });
    expect((await start(ali, id)).body).toEqual({ message: MESSAGES.payCancelled, code: 'appointment_cancelled' });
  });

  it('when the appointment is unknown, then 404', async () => {
    expect((await start(ali, 424242)).status).toBe(404);
  });
});

describe('the gateway result, code group by code group', () => {
  it.each(['000', '121'])(
    'when the payer comes back with %s, then the payment completed and the appointment is confirmed',
    async (code) => {
      const { appointmentId, paymentId } = await bookAndStart(server, ali);
      const res = await payAtGateway(server, paymentId, code);
      expect(res.status).toBe(303);
      expect(res.headers.location).toContain(
        `/appointment/payment/checkout/${appointmentId}?code=${code}&reference=${paymentId}&signature=`,
      );
      expect(await getAppointment(ali, appointmentId)).toMatchObject({
        status: 'confirmed',
        payment_status: 0,
        hold_expires_at: null,
        hold_seconds_left: 0,
        payment: { id: paymentId, status: 0, result_code: code, settled_at: expect.any(String) },
      });
      expect((await start(ali, appointmentId)).body).toEqual({ message: MESSAGES.paid, code: 'already_paid' });
    },
  );

  it.each(['124', '157', '210'])(
    'when the payer comes back with %s, then it is pending and no new payment may start',
    async (code) => {
      const { appointmentId, paymentId } = await bookAndStart(server, ali);
      expect((await payAtGateway(server, paymentId, code)).status).toBe(303);
      expect(await getAppointment(ali, appointmentId)).toMatchObject({
        status: 'awaiting_payment',
        payment_status: 1,
        payment: { status: 1, result_code: code, settled_at: null, failure_reason: null },
      });
      expect((await start(ali, appointmentId)).body).toEqual({ message: MESSAGES.pending, code: 'payment_pending' });
      await qaRequest(server.url).post(`/__qa/payments/${paymentId}/settle`);
    },
  );

  const reasons: Record<string, string> = { '999': 'declined', '051': 'insufficient_balance', '068': 'timed_out' };
  it.each(['999', '051', '068'])(
    'when the payer comes back with %s, then it failed with its reason in words, and a retry starts a new payment that can complete',
    async (code) => {
      const { appointmentId, paymentId } = await bookAndStart(server, ali);
      await payAtGateway(server, paymentId, code);
      expect(await getAppointment(ali, appointmentId)).toMatchObject({
        status: 'awaiting_payment',
        payment_status: 2,
        payment: { id: paymentId, status: 2, result_code: code, failure_reason: reasons[code] },
      });
      const retry = await start(ali, appointmentId, 'easypaisa');
      expect(retry.status).toBe(201);
      expect(retry.body.data.payment.id).not.toBe(paymentId);
      await payAtGateway(server, retry.body.data.payment.id, '000', { method: 'easypaisa' });
      expect(await getAppointment(ali, appointmentId)).toMatchObject({ status: 'confirmed', payment_status: 0 });
    },
  );

  it('when the payer switches method on the gateway, then the payment records the method used', async () => {
    const { appointmentId, paymentId } = await bookAndStart(server, ali, 'jazzcash');
    await payAtGateway(server, paymentId, '000', { method: 'card' });
    expect((await getAppointment(ali, appointmentId)).payment?.method).toBe('card');
  });
});

describe('pending payments settle', () => {
  it('when 2 minutes pass on the mock clock, then a pending payment completes by itself, even past the hold', async () => {
    const { appointmentId, paymentId } = await bookAndStart(server, ali);
    await advanceClock(server.url, 9);
    await payAtGateway(server, paymentId, '157');
    await advanceClock(server.url, 1);
    expect((await getAppointment(ali, appointmentId)).status).toBe('awaiting_payment');
    await advanceClock(server.url, 1);
    expect(await getAppointment(ali, appointmentId)).toMatchObject({
      status: 'confirmed',
      payment: { status: 0, result_code: '157' },
    });
  });

  it('when QA settles a pending payment first, then it completes at once', async () => {
    const { appointmentId, paymentId } = await bookAndStart(server, ali);
    await payAtGateway(server, paymentId, '124');
    const res = await qaRequest(server.url).post(`/__qa/payments/${paymentId}/settle`);
    expect(res.status).toBe(200);
    expect(res.body.appointment).toMatchObject({ id: appointmentId, status: 'confirmed', payment_status: 0 });
  });

  it('when QA fails a pending payment, then it failed, it will not settle later, and the patient may retry', async () => {
    const { appointmentId, paymentId } = await bookAndStart(server, ali);
    await payAtGateway(server, paymentId, '210');
    const res = await qaRequest(server.url).post(`/__qa/payments/${paymentId}/fail`);
    expect(res.body.appointment).toMatchObject({ status: 'awaiting_payment', payment_status: 2 });
    await advanceClock(server.url, 2);
    expect((await getAppointment(ali, appointmentId)).payment).toMatchObject({
      status: 2,
      result_code: '210',
      failure_reason: 'timed_out',
    });
  });
});

describe('one live payment per appointment (issue 21, F15)', () => {
  it('when ten starts with one method arrive at once, then they all get the same payment and one is stored', async () => {
    const [slot] = freeSlots(server, 1);
    const id = (await bookOnline(ali, slot)).body.data.appointment.id as number;
    const answers = await Promise.all(Array.from({ length: 10 }, () => start(ali, id)));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((r) => r.body.data.payment.id)).size).toBe(1);
    expect(server.store.data.payments.filter((p) => p.appointment_id === id)).toHaveLength(1);
  });

  it('when one of several started payments succeeds, then the appointment shows the successful one', async () => {
    const [slot] = freeSlots(server, 1);
    const id = (await bookOnline(ali, slot)).body.data.appointment.id as number;
    const card = (await ali.post('/api/payments/start', { appointment_id: id, method: 'card' })).body.data.payment.id;
    const wallet = (await ali.post('/api/payments/start', { appointment_id: id, method: 'easypaisa' })).body.data
      .payment.id;
    expect(card).not.toBe(wallet);
    expect((await payAtGateway(server, card, '000')).status).toBe(303);
    expect((await getAppointment(ali, id)).payment?.id).toBe(card);
  });
});
