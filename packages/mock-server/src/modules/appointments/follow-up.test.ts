import { AppointmentMode, PaymentStatus } from '@ehp/api-types';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advanceClock,
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
import { signInDoctor } from '../../test/calls.ts';
import type { TestClient, TestServer } from '../../test/server.ts';
import { FOLLOW_UP_MESSAGES } from './follow-up.ts';
import { startsAt } from './lifecycle.ts';

// The free follow-up end to end through the API: offered on a completed online visit for 7 days,
// booked once at Rs. 0 with the same doctor and confirmed without a payment (its confirmation
// message still goes out), refused in whole sentences otherwise, and off when the doctor says so.

const AYESHA = '54321-P';
let server: TestServer;
let ali: TestClient;
beforeAll(async () => {
  server = await startBookingServer({ portalUrl: 'https://portal.test' });
  ali = await patient(server, PATIENTS.ali);
});
afterAll(() => server.close());

async function paidOnlineVisit(client: TestClient, slot: Slot, pmdc = IMRAN): Promise<number> {
  const booked = await client.post('/api/appointments/book', { pmdc, mode: 'online', ...slot });
  expect(booked.status).toBe(201);
  const id: number = booked.body.data.appointment.id;
  const started = await client.post('/api/payments/start', { appointment_id: id, method: 'jazzcash' });
  expect((await payAtGateway(server, started.body.data.payment.id, '000')).status).toBe(303);
  return id;
}

/** Moves the QA clock to `minutesAfter` past the end of the appointment's 20-minute slot. */
async function moveAfterEnd(id: number, minutesAfter = 5): Promise<void> {
  const a = server.store.data.appointments.find((x) => x.id === id)!;
  const ahead = Math.ceil((startsAt(a) + (20 + minutesAfter) * MINUTE - server.ctx.now()) / MINUTE);
  if (ahead > 0) expect((await advanceClock(server.url, ahead)).status).toBe(200);
}

const followUp = (client: TestClient, of: number, slot: Slot, extra: Record<string, unknown> = {}) =>
  client.post('/api/appointments/book', { pmdc: IMRAN, mode: 'online', follow_up_of: of, ...slot, ...extra });

describe('the free follow-up', () => {
  it('when an online visit is over, then it offers one follow-up at Rs. 0 for 7 days, confirmed without a payment, once', async () => {
    const [first] = freeSlots(server, 1);
    const id = await paidOnlineVisit(ali, first);
    // Confirmed but not over yet: no offer, and booking one says why.
    expect((await getAppointment(ali, id)).free_follow_up_until).toBeNull();
    const early = await followUp(ali, id, freeSlots(server, 1, { aheadMinutes: 24 * 60 })[0]);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(FOLLOW_UP_MESSAGES.notOver);

    await moveAfterEnd(id);
    const done = await getAppointment(ali, id);
    expect(done.status).toBe('completed');
    const until = Date.parse(done.free_follow_up_until!);
    expect(until).toBe(startsAt(done) + 20 * MINUTE + 7 * 24 * 60 * MINUTE);

    const [slot] = freeSlots(server, 1, { aheadMinutes: 24 * 60 });
    const booked = await followUp(ali, id, slot, { lang: 'ur' });
    expect(booked.status).toBe(201);
    expect(booked.body.message).toBe('Free follow-up booked: confirmed, nothing to pay');
    const f = booked.body.data.appointment;
    expect(f).toMatchObject({
      status: 'confirmed',
      fee: 0,
      payment_status: PaymentStatus.SUCCESS,
      payment: null,
      hold_expires_at: null,
      follow_up_of: id,
      free_follow_up_until: null,
      mode: AppointmentMode.online,
    });
    // Nothing to pay: starting a payment is refused.
    const pay = await ali.post('/api/payments/start', { appointment_id: f.id, method: 'jazzcash' });
    expect(pay.status).toBe(409);
    // The offer is used: gone from the visit, and a second follow-up is refused in a whole sentence.
    expect((await getAppointment(ali, id)).free_follow_up_until).toBeNull();
    const again = await followUp(ali, id, freeSlots(server, 1, { aheadMinutes: 24 * 60 })[0]);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: FOLLOW_UP_MESSAGES.used, code: 'follow_up_used' });
    // The booking confirmation still goes out, in the language it was booked in, with no fee.
    const messages = (await request(server.url).get(`/__qa/messages?phone=${PATIENTS.ali}`)).body.messages as {
      kind: string;
      appointment_id: number;
      lang: string;
      text: string;
    }[];
    const confirmation = messages.find((m) => m.appointment_id === f.id && m.kind === 'booking_confirmed');
    expect(confirmation).toMatchObject({ lang: 'ur' });
    expect(confirmation!.text).toContain('مفت فالو اپ');
    // Durable: written to the store.
    expect(server.store.data.appointments.find((a) => a.id === f.id)?.follow_up_of).toBe(id);

    // Cancelling the follow-up gives the offer back.
    expect((await ali.post('/api/appointments/cancel', { appointment_id: f.id })).status).toBe(200);
    expect((await getAppointment(ali, id)).free_follow_up_until).toBe(done.free_follow_up_until);
  });

  it('when the follow-up names another doctor, a clinic visit, a time after the 7 days or another patient, then it is refused', async () => {
    const fatima = await patient(server, PATIENTS.fatima);
    const [first] = freeSlots(server, 1);
    const id = await paidOnlineVisit(fatima, first);
    await moveAfterEnd(id);
    const [slot] = freeSlots(server, 1, { aheadMinutes: 24 * 60 });

    const other = await followUp(fatima, id, freeSlots(server, 1, { pmdc: AYESHA, aheadMinutes: 24 * 60 })[0], {
      pmdc: AYESHA,
    });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(FOLLOW_UP_MESSAGES.otherDoctor('Dr. Imran Qureshi'));

    const clinic = await followUp(fatima, id, slot, { mode: 'clinic', location_id: 1 });
    expect(clinic.status).toBe(409);
    expect(clinic.body.message).toBe(FOLLOW_UP_MESSAGES.clinic);

    const [late] = freeSlots(server, 1, { aheadMinutes: 8 * 24 * 60 }).filter(Boolean);
    const tooLate = await followUp(fatima, id, late);
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.message).toMatch(
      /^The free follow-up must start before .+ \(Pakistan time\)\. Please choose an earlier time\.$/,
    );

    // Someone else's visit reads as unknown.
    const notYours = await followUp(ali, id, slot);
    expect(notYours.status).toBe(404);
    expect(server.store.data.appointments.some((a) => a.follow_up_of === id)).toBe(false);

    // Two follow-ups of one visit at once: exactly one is booked.
    const [s1, s2] = freeSlots(server, 2, { aheadMinutes: 24 * 60 });
    const both = await Promise.all([followUp(fatima, id, s1), followUp(fatima, id, s2)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('when 7 days have passed, then the offer is gone and booking says it is over', async () => {
    let usman = await patient(server, PATIENTS.usman);
    const id = await paidOnlineVisit(usman, freeSlots(server, 1)[0]);
    await moveAfterEnd(id, 7 * 24 * 60);
    usman = await patient(server, PATIENTS.usman); // a week later the session has ended
    expect((await getAppointment(usman, id)).free_follow_up_until).toBeNull();
    const res = await followUp(usman, id, freeSlots(server, 1)[0]);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^The free follow-up of this visit had to start before .+\. That time is over\.$/);
  });

  it('when the doctor turns free follow-ups off, then no visit offers one and booking is refused; on again, offered', async () => {
    const ayesha = await patient(server, PATIENTS.ayesha);
    const id = await paidOnlineVisit(ayesha, freeSlots(server, 1)[0]);
    await moveAfterEnd(id);
    const doctor = await signInDoctor(server, IMRAN);
    expect((await doctor.get('/api/doctor/settings')).body).toEqual({
      message: 'OK',
      data: { settings: { free_follow_up: true } },
    });
    const off = await doctor.post('/api/doctor/settings/free-follow-up', { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ message: 'Free follow-ups turned off', data: { settings: { free_follow_up: false } } });
    expect(server.store.data.doctors.find((d) => d.pmdc === IMRAN)?.free_follow_up).toBe(false);
    expect((await doctor.get('/api/doctor/settings')).body.data.settings.free_follow_up).toBe(false);
    expect((await getAppointment(ayesha, id)).free_follow_up_until).toBeNull();
    const refused = await followUp(ayesha, id, freeSlots(server, 1, { aheadMinutes: 24 * 60 })[0]);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Dr. Imran Qureshi does not offer free follow-ups.');

    expect((await doctor.post('/api/doctor/settings/free-follow-up', { enabled: true })).status).toBe(200);
    expect((await getAppointment(ayesha, id)).free_follow_up_until).toEqual(expect.any(String));
    // A patient cannot change it; a bad body is a whole-sentence 400.
    expect((await ayesha.post('/api/doctor/settings/free-follow-up', { enabled: false })).status).toBe(403);
    const bad = await doctor.post('/api/doctor/settings/free-follow-up', { enabled: 'no' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('enabled');
  });
});
