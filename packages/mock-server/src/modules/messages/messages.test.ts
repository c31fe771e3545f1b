import { AppointmentMode } from '@ehp/api-types';
import { CallAttemptOutcome } from '@ehp/api-types/schema';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startsAt } from '../appointments/lifecycle.ts';
import { recordCallAttempt } from '../calls/attempts.ts';
import {
  freeSlots,
  IMRAN,
  MINUTE,
  patient,
  PATIENTS,
  payAtGateway,
  startBookingServer,
} from '../../test/appointments.ts';
import { signInDoctor } from '../../test/calls.ts';
import type { TestClient, TestServer } from '../../test/server.ts';
import { silentLogger } from '../../logger.ts';

// The outbox end to end: the confirmation when a booking is paid, each reminder once as the QA clock
// moves (only the latest when one jump passes several), the join link and "I'm ready", the
// missed-call notice, cancellation and refund; in the language the patient booked in.

interface QaMessage {
  kind: string;
  lang: string;
  channel: string;
  text: string;
  appointment_id: number;
  status: string;
}

let server: TestServer;
beforeAll(async () => {
  server = await startBookingServer({ portalUrl: 'https://portal.test' });
});
afterAll(() => server.close());

const messagesOf = async (phone: string): Promise<QaMessage[]> => {
  const res = await request(server.url).get(`/__qa/messages?phone=${phone}`);
  expect(res.status).toBe(200);
  return res.body.messages;
};
const kindsFor = async (phone: string, id: number) =>
  (await messagesOf(phone))
    .filter((m) => m.appointment_id === id)
    .map((m) => m.kind)
    .reverse();

/** Minutes from the mock clock now to `minutes` before the appointment's start. */
async function moveToBefore(id: number, minutesBefore: number): Promise<void> {
  const a = server.store.data.appointments.find((x) => x.id === id)!;
  const ahead = Math.floor((startsAt(a) - minutesBefore * MINUTE - server.ctx.now()) / MINUTE);
  if (ahead > 0) expect((await request(server.url).post('/__qa/clock').send({ minutes: ahead })).status).toBe(200);
}

/** A paid online visit at least `aheadHours` away, booked in `lang`. */
async function paidVisit(client: TestClient, lang: 'en' | 'ur', aheadHours = 30): Promise<number> {
  const [slot] = freeSlots(server, 1, { aheadMinutes: aheadHours * 60 });
  const booked = await client.post('/api/appointments/book', { pmdc: IMRAN, mode: 'online', lang, ...slot });
  expect(booked.status).toBe(201);
  const id: number = booked.body.data.appointment.id;
  const started = await client.post('/api/payments/start', { appointment_id: id, method: 'jazzcash' });
  expect((await payAtGateway(server, started.body.data.payment.id, '000')).status).toBe(303);
  return id;
}

const tokenIn = (text: string) => /join_token=([A-Za-z0-9._-]+)/.exec(text)?.[1];

describe('messages to patients', () => {
  it('when an Urdu booking is paid and the clock moves, then the confirmation and each reminder arrive once, in Urdu', async () => {
    const ali = await patient(server, PATIENTS.ali);
    const id = await paidVisit(ali, 'ur');
    const [confirmation] = await messagesOf(PATIENTS.ali);
    expect(confirmation).toMatchObject({ kind: 'booking_confirmed', lang: 'ur', channel: 'sms', status: 'sent' });
    expect(confirmation.text).toContain('Dr. Imran Qureshi');
    expect(confirmation.text).toContain('کنفرم');
    expect(confirmation.text).toContain('Rs. 2,000');
    expect(confirmation.text).toContain('https://portal.test/ur/patient/profile');

    await moveToBefore(id, 24 * 60);
    await moveToBefore(id, 23 * 60); // moving on does not send the 24-hour reminder again
    expect(await kindsFor(PATIENTS.ali, id)).toEqual(['booking_confirmed', 'reminder_24h']);
    await moveToBefore(id, 60);
    await moveToBefore(id, 10);
    expect(await kindsFor(PATIENTS.ali, id)).toEqual([
      'booking_confirmed',
      'reminder_24h',
      'reminder_1h',
      'reminder_10m',
    ]);
    const [tenMinutes] = await messagesOf(PATIENTS.ali);
    expect(tenMinutes).toMatchObject({ kind: 'reminder_10m', channel: 'whatsapp', lang: 'ur' });
    expect(tenMinutes.text).toContain(`https://portal.test/ur/appointment/payment/checkout/${id}?join_token=`);

    // The join link says "ready" for this patient's appointment; the doctor's list shows it.
    const ready = await ali.post('/api/appointments/ready', {
      appointment_id: id,
      join_token: tokenIn(tenMinutes.text),
    });
    expect(ready.status).toBe(200);
    expect(ready.body.data.appointment.ready_at).toEqual(expect.any(String));
    const doctor = await signInDoctor(server, IMRAN);
    const listed = (await doctor.get('/api/doctor/appointments')).body.data.appointments.find(
      (a: { id: number }) => a.id === id,
    );
    expect(listed.ready_at).toBe(ready.body.data.appointment.ready_at);

    // A missed call: one notice with a fresh join link, and "ready" is cleared until said again.
    await recordCallAttempt(
      server.store,
      {
        appointment_id: id,
        patient_id: '1001',
        doctor_pmdc: IMRAN,
        doctor_name: 'Dr. Imran Qureshi',
        at: server.ctx.now(),
        outcome: CallAttemptOutcome.missed,
      },
      silentLogger,
    );
    const [missed] = await messagesOf(PATIENTS.ali);
    expect(missed).toMatchObject({ kind: 'missed_call', lang: 'ur' });
    expect(tokenIn(missed.text)).toBeDefined();
    expect((await kindsFor(PATIENTS.ali, id)).filter((k) => k === 'missed_call')).toHaveLength(1);
    expect((await ali.get(`/api/appointments/get?id=${id}`)).body.data.appointment.ready_at).toBeNull();
  });

  it('when one jump passes several reminder moments, then only the latest reminder is sent', async () => {
    const fatima = await patient(server, PATIENTS.fatima);
    const id = await paidVisit(fatima, 'en');
    await moveToBefore(id, 30);
    expect(await kindsFor(PATIENTS.fatima, id)).toEqual(['booking_confirmed', 'reminder_1h']);
    const [reminder] = await messagesOf(PATIENTS.fatima);
    expect(reminder.text).toMatch(/^SehatLink: Your appointment with Dr\. Imran Qureshi starts in about an hour/);
  });

  it('when a clinic visit is to be paid at the clinic, then its confirmation and reminders arrive and each says the fee is paid there', async () => {
    const ayesha = await patient(server, PATIENTS.ayesha);
    const schedule = server.store.data.doctors.find((d) => d.pmdc === IMRAN)!.profile!.schedule;
    const location_id = schedule.find((s) => s.mode === 'clinic')!.location_id!;
    const [slot] = freeSlots(server, 1, { mode: AppointmentMode.clinic, location_id, aheadMinutes: 30 * 60 });
    const booked = await ayesha.post('/api/appointments/book', {
      pmdc: IMRAN,
      mode: 'clinic',
      location_id,
      lang: 'ur',
      ...slot,
    });
    expect(booked.status).toBe(201);
    const id: number = booked.body.data.appointment.id;
    expect((await ayesha.post('/api/appointments/pay-at-clinic', { appointment_id: id })).status).toBe(200);
    await moveToBefore(id, 24 * 60);
    await moveToBefore(id, 50);
    // An in-clinic visit has no 10-minute call reminder.
    await moveToBefore(id, 5);
    expect(await kindsFor(PATIENTS.ayesha, id)).toEqual(['booking_confirmed', 'reminder_24h', 'reminder_1h']);
    const [hour, day, confirmation] = (await messagesOf(PATIENTS.ayesha)).filter((m) => m.appointment_id === id);
    expect(confirmation.text).toContain('فیس: Rs. 2,500، کلینک پر ادا کرنی ہے');
    for (const reminder of [day, hour]) {
      expect(reminder).toMatchObject({ lang: 'ur', channel: 'whatsapp' });
      expect(reminder.text).toContain('براہ کرم Rs. 2,500 کی فیس کلینک پر ادا کریں۔');
    }
  });

  it('when a paid visit is cancelled, then the cancellation and, 5 minutes on, the refund notice arrive', async () => {
    const usman = await patient(server, PATIENTS.usman);
    const id = await paidVisit(usman, 'en', 40);
    expect((await usman.post('/api/appointments/cancel', { appointment_id: id })).status).toBe(200);
    expect(await kindsFor(PATIENTS.usman, id)).toEqual(['booking_confirmed', 'cancelled']);
    await request(server.url).post('/__qa/clock').send({ minutes: 6 });
    expect(await kindsFor(PATIENTS.usman, id)).toEqual(['booking_confirmed', 'cancelled', 'refunded']);
    const [refund] = await messagesOf(PATIENTS.usman);
    expect(refund.text).toContain('Rs. 2,000');
  });
});

describe("I'm ready for my call", () => {
  it('when the link is tampered with, sent to someone else, or the window is not open, then each is refused with a clear message', async () => {
    const ayesha = await patient(server, PATIENTS.ayesha);
    const id = await paidVisit(ayesha, 'en', 30);
    const early = await ayesha.post('/api/appointments/ready', { appointment_id: id });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/not open: you can say you are ready from .* Pakistan time\./);
    await moveToBefore(id, 10);
    const link = (await messagesOf(PATIENTS.ayesha)).find((m) => m.kind === 'reminder_10m')!;
    const token = tokenIn(link.text)!;
    const tampered = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const bad = await ayesha.post('/api/appointments/ready', { appointment_id: id, join_token: tampered });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'invalid_request', message: expect.stringMatching(/not valid/) });
    const other = await patient(server, PATIENTS.ali);
    const theirs = await other.post('/api/appointments/ready', { appointment_id: id, join_token: token });
    expect(theirs.status).toBe(403);
    expect(theirs.body.message).toMatch(/sent to another patient/);
    const notTheirs = await other.post('/api/appointments/ready', { appointment_id: id });
    expect(notTheirs.status).toBe(404);
    expect((await ayesha.post('/api/appointments/ready', { appointment_id: id, join_token: token })).status).toBe(200);
    // After the call window the same link has expired.
    await moveToBefore(id, -24 * 60);
    const late = await ayesha.post('/api/appointments/ready', { appointment_id: id, join_token: token });
    expect(late.status).toBe(400);
    expect(late.body.message).toMatch(/expired/);
  });
});
