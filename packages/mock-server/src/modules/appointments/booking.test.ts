import { addDays, AppointmentMode, pakistanDate } from '@ehp/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/server.ts';
import { TestClient } from '../../test/server.ts';
import {
  advanceClock,
  bookOnline,
  freeSlots,
  getAppointment,
  IMRAN,
  MINUTE,
  patient,
  PATIENTS,
  startBookingServer,
  T0,
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

describe('booking a slot', () => {
  it('when a patient books a free online slot, then it is held 10 minutes for payment at the online fee', async () => {
    const [slot] = freeSlots(server, 1);
    const res = await bookOnline(ali, slot);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Slot held for 10 minutes: pay to confirm');
    expect(res.body.data.appointment).toMatchObject({
      status: 'awaiting_payment',
      mode: 'online',
      ...slot,
      fee: 2000,
      payment_status: 3,
      refund_status: 'none',
      hold_expires_at: new Date(server.ctx.now() + 10 * MINUTE).toISOString(),
      hold_seconds_left: 600,
      doctor: { pmdc: IMRAN, name: 'Dr. Imran Qureshi', specialities: ['Cardiologist'] },
      patient_name: 'Ali Hassan',
      location: null,
      payment: null,
    });
    expect((await cancel(ali, res.body.data.appointment.id)).status).toBe(200);
  });

  it('when an in-clinic slot is booked, then the clinic fee and the practice location come back', async () => {
    const schedule = server.store.data.doctors.find((d) => d.pmdc === IMRAN)!.profile!.schedule;
    const sitting = schedule.find((s) => s.mode === AppointmentMode.clinic)!;
    const [slot] = freeSlots(server, 1, { mode: AppointmentMode.clinic, location_id: sitting.location_id! });
    const res = await ali.post('/api/appointments/book', {
      pmdc: IMRAN,
      mode: 'clinic',
      location_id: sitting.location_id,
      ...slot,
    });
    expect(res.status).toBe(201);
    const a = res.body.data.appointment;
    expect(a).toMatchObject({ mode: 'clinic', fee: 2500, location: { id: sitting.location_id } });
    expect(a.location).not.toHaveProperty('facility_id');
    expect((await cancel(ali, a.id)).status).toBe(200);
  });

  it('when two patients book the same slot at the same moment, then exactly one gets 201 and the other 409', async () => {
    const [slot] = freeSlots(server, 1);
    const answers = await Promise.all([bookOnline(ali, slot), bookOnline(fatima, slot)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(refused.body).toEqual({ message: MESSAGES.taken, code: 'slot_taken' });
    const won = answers.find((r) => r.status === 201)!;
    const holds = server.store.data.appointments.filter(
      (a) => a.date === slot.date && a.time === slot.time && a.status === 'awaiting_payment',
    );
    expect(holds).toHaveLength(1);
    expect((await cancel(won === answers[0] ? ali : fatima, won.body.data.appointment.id)).status).toBe(200);
  });

  it('when a patient books a slot they already hold, then 409 says it is theirs', async () => {
    const [slot] = freeSlots(server, 1);
    const first = await bookOnline(ali, slot);
    const again = await bookOnline(ali, slot);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.alreadyYours);
    await cancel(ali, first.body.data.appointment.id);
  });

  it('when a patient already holds 3 unpaid bookings, then a 4th is 409 until one lapses', async () => {
    const slots = freeSlots(server, 4);
    for (const slot of slots.slice(0, 3)) expect((await bookOnline(fatima, slot)).status).toBe(201);
    const fourth = await bookOnline(fatima, slots[3]);
    expect(fourth.status).toBe(409);
    expect(fourth.body.message).toBe(MESSAGES.tooManyHolds(3));
    expect((await advanceClock(server.url, 10)).status).toBe(200);
    expect((await bookOnline(fatima, slots[3])).status).toBe(201);
  });
});

describe('holds lapse on the mock clock', () => {
  it('when 10 minutes pass unpaid, then the booking is expired and someone else can book the slot', async () => {
    const [slot] = freeSlots(server, 1);
    const held = await bookOnline(ali, slot);
    const id = held.body.data.appointment.id;
    expect((await bookOnline(fatima, slot)).status).toBe(409);

    await advanceClock(server.url, 9);
    expect(await getAppointment(ali, id)).toMatchObject({ status: 'awaiting_payment', hold_seconds_left: 60 });
    await advanceClock(server.url, 1);
    expect(await getAppointment(ali, id)).toMatchObject({
      status: 'expired',
      hold_expires_at: null,
      hold_seconds_left: 0,
    });
    const taken = await bookOnline(fatima, slot);
    expect(taken.status).toBe(201);
    await cancel(fatima, taken.body.data.appointment.id);
  });
});

describe('refusals', () => {
  it('when nobody is signed in, then 401 and nothing is stored', async () => {
    const [slot] = freeSlots(server, 1);
    const before = server.store.data.appointments.length;
    const res = await bookOnline(new TestClient(server.url), slot);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Sign in as a patient first');
    expect((await new TestClient(server.url).get('/api/appointments/list')).status).toBe(401);
    expect(server.store.data.appointments).toHaveLength(before);
  });

  it('when a doctor is signed in, then 403: only patients book', async () => {
    const doctor = new TestClient(server.url);
    expect((await doctor.post('/api/doctor/dr_login', { pmdc: IMRAN, password: 'Doctor@123' })).status).toBe(200);
    const [slot] = freeSlots(server, 1);
    const res = await bookOnline(doctor, slot);
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/^Only a patient can do this; you are signed in as doctor/);
    expect((await doctor.get('/api/appointments/list')).status).toBe(403);
  });

  it('when the date is in the past, then 400', async () => {
    const res = await bookOnline(ali, { date: addDays(pakistanDate(T0), -1), time: '12:00:00' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/past/);
  });

  it('when the time is outside the schedule, then 400', async () => {
    const res = await bookOnline(ali, { date: addDays(pakistanDate(server.ctx.now()), 1), time: '03:00:00' });
    expect(res.status).toBe(400);
    expect(res.body).toHaveProperty('message');
  });

  it('when the PMDC number is unknown, then 404', async () => {
    const res = await bookOnline(
      ali,
      { date: addDays(pakistanDate(server.ctx.now()), 1), time: '12:00:00' },
      '99999-Z',
    );
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/99999-Z/);
  });

  it('when the body breaks the contract, then 400 names the field', async () => {
    const res = await ali.post('/api/appointments/book', {
      pmdc: IMRAN,
      date: 'tomorrow',
      time: '12:00:00',
      mode: 'online',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/date/);
  });
});
