import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestServer } from '../../test/server.ts';
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
import { MESSAGES } from './lifecycle.ts';

let server: TestServer;
let ali: TestClient;
let fatima: TestClient;
beforeAll(async () => {
  server = await startBookingServer();
  ali = await patient(server, PATIENTS.ali);
  fatima = await patient(server, PATIENTS.fatima);
});
afterAll(() => server.close());

const cancel = (c: TestClient, id: number) => c.post('/api/appointments/cancel', { appointment_id: id });
const ids = (res: { body: { data: { appointments: Array<{ id: number }> } } }) =>
  res.body.data.appointments.map((a) => a.id);

describe('one appointment', () => {
  it("when a patient asks for another patient's appointment, then 404 exactly like an unknown id", async () => {
    const [slot] = freeSlots(server, 1);
    const { id } = (await bookOnline(ali, slot)).body.data.appointment;
    expect((await ali.get(`/api/appointments/get?id=${id}`)).status).toBe(200);
    const theirs = await fatima.get(`/api/appointments/get?id=${id}`);
    const unknown = await fatima.get('/api/appointments/get?id=987654');
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ message: MESSAGES.notFound(id), code: 'not_found' });
    expect(unknown.body).toEqual({ message: MESSAGES.notFound(987654), code: 'not_found' });
    const cancelTheirs = await cancel(fatima, id);
    expect(cancelTheirs.status).toBe(404);
    const payTheirs = await fatima.post('/api/payments/start', { appointment_id: id, method: 'card' });
    expect(payTheirs.status).toBe(404);
    expect((await getAppointment(ali, id)).status).toBe('awaiting_payment');
    expect(server.store.data.payments.filter((p) => p.appointment_id === id)).toEqual([]);
    await cancel(ali, id);
  });
});

describe('the list', () => {
  let confirmed: number;
  let held: number;
  let lapsedFailed: number;
  let cancelledOne: number;
  let list: TestClient;

  beforeAll(async () => {
    list = await patient(server, PATIENTS.usman);
    const paid = await bookAndStart(server, list);
    await payAtGateway(server, paid.paymentId, '000');
    confirmed = paid.appointmentId;
    const failed = await bookAndStart(server, list);
    await payAtGateway(server, failed.paymentId, '051');
    lapsedFailed = failed.appointmentId;
    const slots = freeSlots(server, 2, { aheadMinutes: 24 * 60 });
    cancelledOne = (await bookOnline(list, slots[0])).body.data.appointment.id;
    await cancel(list, cancelledOne);
    await advanceClock(server.url, 10); // the failed one's hold lapses
    held = (await bookOnline(list, slots[1])).body.data.appointment.id;
  });

  it('when all are listed, then upcoming come soonest first, then past ones latest first', async () => {
    const res = await list.get('/api/appointments/list');
    expect(res.status).toBe(200);
    const upcoming = ids(await list.get('/api/appointments/list?when=upcoming'));
    const past = ids(await list.get('/api/appointments/list?when=past'));
    expect([...upcoming].sort()).toEqual([confirmed, held].sort());
    expect([...past].sort()).toEqual([lapsedFailed, cancelledOne].sort());
    expect(ids(res)).toEqual([...upcoming, ...past]);
    const starts = (await list.get('/api/appointments/list?when=upcoming')).body.data.appointments.map(
      (a: { starts_at: string }) => a.starts_at,
    );
    expect(starts).toEqual([...starts].sort());
  });

  it('when a payment filter is given, then Cleared, Pending and Failed keep their payment statuses', async () => {
    expect(ids(await list.get('/api/appointments/list?payment_filter=0'))).toEqual([confirmed]);
    expect(ids(await list.get('/api/appointments/list?payment_filter=1')).sort()).toEqual([held, cancelledOne].sort());
    expect(ids(await list.get('/api/appointments/list?payment_filter=3'))).toEqual([lapsedFailed]);
    expect(ids(await list.get('/api/appointments/list?payment_filter=2'))).toHaveLength(4);
  });

  it("when another patient lists, then none of this patient's appointments appear", async () => {
    const theirs = ids(await fatima.get('/api/appointments/list'));
    expect(theirs).not.toContain(confirmed);
    expect(theirs).not.toContain(held);
  });

  it('when the filter is not in the contract, then 400', async () => {
    expect((await list.get('/api/appointments/list?payment_filter=7')).status).toBe(400);
    expect((await list.get('/api/appointments/list?when=tomorrow')).status).toBe(400);
  });
});

describe('cancelling', () => {
  it('when an unpaid booking is cancelled before it starts, then it is cancelled, nothing to refund, and the slot is free', async () => {
    const [slot] = freeSlots(server, 1);
    const { id } = (await bookOnline(ali, slot)).body.data.appointment;
    const res = await cancel(ali, id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Appointment cancelled');
    expect(res.body.data.appointment).toMatchObject({
      status: 'cancelled',
      refund_status: 'none',
      hold_seconds_left: 0,
    });
    const again = await bookOnline(fatima, slot);
    expect(again.status).toBe(201);
    await cancel(fatima, again.body.data.appointment.id);
  });

  it('when it is cancelled twice, then the second is 409', async () => {
    const [slot] = freeSlots(server, 1);
    const { id } = (await bookOnline(ali, slot)).body.data.appointment;
    await cancel(ali, id);
    const twice = await cancel(ali, id);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(MESSAGES.cancelled);
  });

  it('when a paid appointment is cancelled, then the refund is pending, and refunded 5 minutes later', async () => {
    const { appointmentId, paymentId } = await bookAndStart(server, ali);
    await payAtGateway(server, paymentId, '000');
    const res = await cancel(ali, appointmentId);
    expect(res.body.data.appointment).toMatchObject({
      status: 'cancelled',
      payment_status: 0,
      refund_status: 'pending',
    });
    await advanceClock(server.url, 4);
    expect((await getAppointment(ali, appointmentId)).refund_status).toBe('pending');
    await advanceClock(server.url, 1);
    expect((await getAppointment(ali, appointmentId)).refund_status).toBe('refunded');
  });

  it('when the appointment has started, then it cannot be cancelled (409) and nothing changes', async () => {
    const [slot] = freeSlots(server, 1, { aheadMinutes: 60 });
    const { id } = (await bookOnline(ali, slot)).body.data.appointment;
    const paymentId = (await ali.post('/api/payments/start', { appointment_id: id, method: 'easypaisa' })).body.data
      .payment.id;
    await payAtGateway(server, paymentId, '121', { method: 'easypaisa' });
    const startsAt = Date.parse((await getAppointment(ali, id)).starts_at);
    await advanceClock(server.url, Math.ceil((startsAt - server.ctx.now()) / 60_000));
    const res = await cancel(ali, id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MESSAGES.started);
    expect((await getAppointment(ali, id)).status).toBe('confirmed');
    await advanceClock(server.url, 20);
    expect((await getAppointment(ali, id)).status).toBe('completed');
  });

  it('when a booking lapsed unpaid, then cancelling is 409', async () => {
    const [slot] = freeSlots(server, 1);
    const { id } = (await bookOnline(ali, slot)).body.data.appointment;
    await advanceClock(server.url, 10);
    const res = await cancel(ali, id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MESSAGES.lapsed);
  });
});
