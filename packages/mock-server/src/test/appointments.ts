import request from 'supertest';
import { addDays, AppointmentMode, pakistanDate, pakistanInstant, type components } from '@ehp/api-types';
import type { MockServer } from '../app.ts';
import { findDirectoryDoctor, slotsFor } from '../modules/doctors/availability.ts';
import { gatewayToken } from '../modules/payments/gateway-signing.ts';
import { signInPatient, startTestServer, TestClient, type TestServer } from './server.ts';

// Shared steps of the booking tests: a server on a fixed clock, signed-in patients, free slots
// (by the directory's own slot rules), and the gateway.

type S = components['schemas'];

/** Monday 23 November 2026, 10:00 in Pakistan: Dr. Imran Qureshi sits online 09:00-23:00 every day. */
export const T0 = Date.parse('2026-11-23T05:00:00Z');
export const IMRAN = '12345-P';
export const MINUTE = 60_000;

/** A server whose base clock stands still at T0 (QA moves it forward). */
export const startBookingServer = (overrides: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> =>
  startTestServer(overrides, { now: () => T0 });

export const PATIENTS = { ali: '03001234567', fatima: '03124567890', ayesha: '03335550123', usman: '03017654321' };

export async function patient(server: MockServer & { url: string }, phone: string): Promise<TestClient> {
  const client = new TestClient(server.url);
  await signInPatient(server, client, phone);
  return client;
}

export interface Slot {
  date: string;
  time: string;
}

/**
 * The first `count` free slots of a doctor starting at least `aheadMinutes` from now (so moving the
 * clock in a test does not make them pass), scanning two weeks.
 */
export function freeSlots(
  server: MockServer,
  count: number,
  {
    pmdc = IMRAN,
    mode = AppointmentMode.online,
    location_id,
    aheadMinutes = 60,
  }: { pmdc?: string; mode?: AppointmentMode; location_id?: number; aheadMinutes?: number } = {},
): Slot[] {
  const { data } = server.store;
  const now = server.ctx.now();
  const doctor = findDirectoryDoctor(data, pmdc);
  if (!doctor) throw new Error(`${pmdc} is not in the directory`);
  const found: Slot[] = [];
  for (let day = 0; day < 14 && found.length < count; day++) {
    const date = addDays(pakistanDate(now), day);
    for (const s of slotsFor(data, doctor, date, mode, location_id, now).slots)
      if (s.available && found.length < count && pakistanInstant(date, s.time) >= now + aheadMinutes * MINUTE)
        found.push({ date, time: s.time });
  }
  if (found.length < count) throw new Error(`only ${found.length} free slots of ${pmdc} found`);
  return found;
}

export const bookOnline = (client: TestClient, slot: Slot, pmdc = IMRAN, extra: Record<string, unknown> = {}) =>
  client.post('/api/appointments/book', { pmdc, mode: 'online', ...slot, ...extra });

/** Books a slot and starts a payment; returns the appointment and payment ids. */
export async function bookAndStart(
  server: MockServer & { url: string },
  client: TestClient,
  method: 'jazzcash' | 'easypaisa' | 'card' = 'jazzcash',
): Promise<{ appointmentId: number; paymentId: string }> {
  const [slot] = freeSlots(server, 1);
  const booked = await bookOnline(client, slot);
  if (booked.status !== 201) throw new Error(`book: ${booked.status} ${JSON.stringify(booked.body)}`);
  const appointmentId: number = booked.body.data.appointment.id;
  const started = await client.post('/api/payments/start', { appointment_id: appointmentId, method });
  if (started.status !== 201) throw new Error(`start: ${started.status} ${JSON.stringify(started.body)}`);
  return { appointmentId, paymentId: started.body.data.payment.id };
}

/** What the gateway form sends; `extra` adds or overrides fields. */
export const payAtGateway = (server: TestServer, paymentId: string, code: string, extra: Record<string, string> = {}) =>
  request(server.url)
    .post('/__gateway/pay')
    .type('form')
    .send({
      payment_id: paymentId,
      token: gatewayToken(server.store.secret, paymentId),
      method: 'jazzcash',
      code,
      wallet_number: '03001234567',
      ...extra,
    });

export const getAppointment = async (client: TestClient, id: number): Promise<S['Appointment']> => {
  const res = await client.get(`/api/appointments/get?id=${id}`);
  if (res.status !== 200) throw new Error(`get: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.appointment;
};

export const advanceClock = (url: string, minutes: number) => request(url).post('/__qa/clock').send({ minutes });
