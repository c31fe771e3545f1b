import { AppointmentMode, MAX_RESCHEDULES, RESCHEDULE_NOTICE_HOURS } from '@ehp/api-types';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookOnline,
  freeSlots,
  getAppointment,
  IMRAN,
  MINUTE,
  patient,
  PATIENTS,
  payAtGateway,
  startBookingServer,
  type Slot,
} from '../../test/appointments.ts';
import type { TestClient, TestServer } from '../../test/server.ts';
import { MESSAGES, startsAt } from './lifecycle.ts';
import { RESCHEDULE_MESSAGES } from './reschedule.ts';

// Moving a paid (or pay-at-clinic) appointment: the rules, the atomic swap of times, the race for
// the new time, the payment carried over, and the reschedule notice.

let server: TestServer;
let ali: TestClient;
let fatima: TestClient;
beforeAll(async () => {
  server = await startBookingServer({ portalUrl: 'https://portal.test' });
  ali = await patient(server, PATIENTS.ali);
  fatima = await patient(server, PATIENTS.fatima);
});
afterAll(() => server.close());

const move = (c: TestClient, id: number, slot: Slot) =>
  c.post('/api/appointments/reschedule', { appointment_id: id, ...slot });
const cancel = (c: TestClient, id: number) => c.post('/api/appointments/cancel', { appointment_id: id });

/** An online visit booked in `lang` and paid at the gateway. */
async function paidVisit(client: TestClient, slot: Slot, lang: 'en' | 'ur' = 'en'): Promise<number> {
  const booked = await client.post('/api/appointments/book', { pmdc: IMRAN, mode: 'online', lang, ...slot });
  expect(booked.status).toBe(201);
  const id: number = booked.body.data.appointment.id;
  const started = await client.post('/api/payments/start', { appointment_id: id, method: 'jazzcash' });
  await payAtGateway(server, started.body.data.payment.id, '000');
  return id;
}

const takenBy = (slot: Slot) =>
  server.store.data.appointments
    .filter((a) => a.pmdc === IMRAN && a.date === slot.date && a.time === slot.time && a.status === 'confirmed')
    .map((a) => a.id);

describe('rescheduleAppointment', () => {
  it('when a paid appointment moves, then it keeps its payment, frees the old time, takes the new one and says where it was', async () => {
    const [from, to] = freeSlots(server, 2, { aheadMinutes: 6 * 60 });
    const id = await paidVisit(ali, from);
    const before = await getAppointment(ali, id);
    const res = await move(ali, id, to);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Appointment moved to the new time');
    expect(res.body.data.appointment).toMatchObject({
      id,
      status: 'confirmed',
      ...to,
      fee: before.fee,
      payment_status: 0,
      payment: { id: before.payment!.id, status: 0 },
      reschedule_count: 1,
      rescheduled_from: from,
    });
    // Durable: read back, one payment record, the old time bookable again and the new one not.
    expect(await getAppointment(ali, id)).toMatchObject({ ...to, reschedule_count: 1 });
    expect(server.store.data.payments.filter((p) => p.appointment_id === id)).toHaveLength(1);
    expect(takenBy(from)).toEqual([]);
    expect(takenBy(to)).toEqual([id]);
    expect((await bookOnline(fatima, to)).body.code).toBe('slot_taken');
    const rebook = await bookOnline(fatima, from);
    expect(rebook.status).toBe(201);
    await cancel(fatima, rebook.body.data.appointment.id);
    await cancel(ali, id);
  });

  it('when two patients move to the same free time at once, then exactly one gets it and the other keeps their own', async () => {
    const [a, b, target] = freeSlots(server, 3, { aheadMinutes: 6 * 60 });
    const aliId = await paidVisit(ali, a);
    const fatimaId = await paidVisit(fatima, b);
    const answers = await Promise.all([move(ali, aliId, target), move(fatima, fatimaId, target)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.status === 409)!;
    expect(loser.body).toEqual({ message: MESSAGES.taken, code: 'slot_taken' });
    expect(takenBy(target)).toHaveLength(1);
    // Neither holds two times nor none: the loser is still at their own time.
    const [aliNow, fatimaNow] = [await getAppointment(ali, aliId), await getAppointment(fatima, fatimaId)];
    const times = [aliNow, fatimaNow].map((x) => `${x.date} ${x.time}`).sort();
    expect(times).toContain(`${target.date} ${target.time}`);
    expect(times.filter((t) => t === `${a.date} ${a.time}` || t === `${b.date} ${b.time}`)).toHaveLength(1);
    await cancel(ali, aliId);
    await cancel(fatima, fatimaId);
  });

  it('when another patient moves an appointment that is not theirs, then it is 404 and nothing changes', async () => {
    const [from, to] = freeSlots(server, 2, { aheadMinutes: 6 * 60 });
    const id = await paidVisit(ali, from);
    const res = await move(fatima, id, to);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
    expect(await getAppointment(ali, id)).toMatchObject({ ...from, reschedule_count: 0, rescheduled_from: null });
    await cancel(ali, id);
  });

  it(`when it starts within ${RESCHEDULE_NOTICE_HOURS} hours, then the move is 409 reschedule_too_late and the time is kept`, async () => {
    const [from, to] = freeSlots(server, 2, { aheadMinutes: 6 * 60 });
    const id = await paidVisit(ali, from);
    const start = startsAt(from);
    const minutes = Math.ceil((start - RESCHEDULE_NOTICE_HOURS * 60 * MINUTE - server.ctx.now()) / MINUTE) + 1;
    expect((await request(server.url).post('/__qa/clock').send({ minutes })).status).toBe(200);
    const res = await move(ali, id, to);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: RESCHEDULE_MESSAGES.tooLate, code: 'reschedule_too_late' });
    expect(await getAppointment(ali, id)).toMatchObject(from);
    await cancel(ali, id);
  });

  it(`when it was moved ${MAX_RESCHEDULES} times, then another move is 409 reschedule_limit`, async () => {
    const slots = freeSlots(server, MAX_RESCHEDULES + 2, { aheadMinutes: 6 * 60 });
    const id = await paidVisit(ali, slots[0]);
    for (let i = 1; i <= MAX_RESCHEDULES; i++) expect((await move(ali, id, slots[i])).status).toBe(200);
    const res = await move(ali, id, slots[MAX_RESCHEDULES + 1]);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: RESCHEDULE_MESSAGES.limit, code: 'reschedule_limit' });
    expect(await getAppointment(ali, id)).toMatchObject({
      ...slots[MAX_RESCHEDULES],
      reschedule_count: MAX_RESCHEDULES,
    });
    await cancel(ali, id);
  });

  it('when the booking is unpaid, cancelled, at the same time or not a slot of the doctor, then it is refused', async () => {
    const [held, other, paid] = freeSlots(server, 3, { aheadMinutes: 6 * 60 });
    const heldId = (await bookOnline(ali, held)).body.data.appointment.id;
    expect((await move(ali, heldId, other)).body).toEqual({
      message: RESCHEDULE_MESSAGES.notConfirmed,
      code: 'conflict',
    });
    await cancel(ali, heldId);
    expect((await move(ali, heldId, other)).body.code).toBe('already_cancelled');
    const id = await paidVisit(ali, paid);
    const same = await move(ali, id, paid);
    expect(same.status).toBe(400);
    expect(same.body.message).toBe(RESCHEDULE_MESSAGES.sameTime);
    const notSlot = await move(ali, id, { date: paid.date, time: '03:07:00' });
    expect(notSlot.status).toBe(400);
    expect(notSlot.body.message).toMatch(/is not one of Dr\. Imran Qureshi's online slots/);
    await cancel(ali, id);
  });

  it('when a pay-at-clinic visit moves, then it stays at the same clinic, to be paid there', async () => {
    const schedule = server.store.data.doctors.find((d) => d.pmdc === IMRAN)!.profile!.schedule;
    const location_id = schedule.find((s) => s.mode === AppointmentMode.clinic)!.location_id!;
    const [from, to] = freeSlots(server, 2, { mode: AppointmentMode.clinic, location_id, aheadMinutes: 6 * 60 });
    const booked = await ali.post('/api/appointments/book', { pmdc: IMRAN, mode: 'clinic', location_id, ...from });
    const id = booked.body.data.appointment.id;
    expect((await ali.post('/api/appointments/pay-at-clinic', { appointment_id: id })).status).toBe(200);
    const res = await move(ali, id, to);
    expect(res.status).toBe(200);
    expect(res.body.data.appointment).toMatchObject({ ...to, mode: 'clinic', pay_at_clinic: true, payment: null });
    expect(res.body.data.appointment.location.id).toBe(location_id);
    await cancel(ali, id);
  });

  it('when an Urdu booking moves, then an SMS in Urdu gives the new time in Pakistan time, and the reminders follow the new time', async () => {
    const [from, to] = freeSlots(server, 2, { aheadMinutes: 30 * 60 });
    const id = await paidVisit(ali, from, 'ur');
    expect((await move(ali, id, to)).status).toBe(200);
    await server.ctx.outbox.idle();
    const messages = (await request(server.url).get(`/__qa/messages?phone=${PATIENTS.ali}`)).body.messages as {
      kind: string;
      lang: string;
      channel: string;
      text: string;
      appointment_id: number;
    }[];
    const notice = messages.find((m) => m.appointment_id === id && m.kind === 'rescheduled');
    expect(notice).toMatchObject({ lang: 'ur', channel: 'sms' });
    expect(notice?.text).toContain('منتقل ہو گئی ہے');
    expect(notice?.text).toContain('پاکستانی وقت');
    // The 1-hour reminder comes for the new time, not the old.
    const minutes = Math.ceil((startsAt(to) - 60 * MINUTE - server.ctx.now()) / MINUTE);
    await request(server.url).post('/__qa/clock').send({ minutes });
    await server.ctx.outbox.deliver();
    const after = (await request(server.url).get(`/__qa/messages?phone=${PATIENTS.ali}`)).body.messages as {
      kind: string;
      appointment_id: number;
    }[];
    expect(after.filter((m) => m.appointment_id === id).map((m) => m.kind)).toContain('reminder_1h');
    await cancel(ali, id);
  });
});
