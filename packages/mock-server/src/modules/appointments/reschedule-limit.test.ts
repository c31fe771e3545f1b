import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advanceClock,
  bookOnline,
  freeSlots,
  getAppointment,
  patient,
  PATIENTS,
  payAtGateway,
  startBookingServer,
} from '../../test/appointments.ts';
import type { TestClient, TestServer } from '../../test/server.ts';
import { LIMITS } from '../auth/limits.ts';
import { RESCHEDULE_MESSAGES } from './reschedule.ts';

// The reschedule limit: 20 attempts per patient an hour, refused ones included, so rescheduleAppointment's
// documented 429 (Retry-After, retry_after) is reachable; it is the patient's own, and ends with
// the hour or a QA reset.

const { limit } = LIMITS.reschedulesPerPatient;
let server: TestServer;
let usman: TestClient;
beforeAll(async () => {
  server = await startBookingServer();
  usman = await patient(server, PATIENTS.usman);
});
afterAll(() => server.close());

const move = (c: TestClient, id: number, slot: { date: string; time: string }) =>
  c.post('/api/appointments/reschedule', { appointment_id: id, ...slot });

describe('the reschedule limit', () => {
  it(`when a patient has tried ${limit} times in an hour, refusals included, then the next try is 429 with Retry-After, and moves nothing`, async () => {
    const [from, to, elsewhere] = freeSlots(server, 3, { aheadMinutes: 6 * 60 });
    const booked = await bookOnline(usman, from);
    const id: number = booked.body.data.appointment.id;
    const started = await usman.post('/api/payments/start', { appointment_id: id, method: 'card' });
    await payAtGateway(server, started.body.data.payment.id, '000');
    // Probing: its own time (400), an unknown appointment (404), each an attempt.
    for (let i = 0; i < limit - 1; i++) {
      const res = i % 2 ? await move(usman, id, from) : await move(usman, 2147483647, to);
      expect(res.status).toBe(i % 2 ? 400 : 404);
    }
    expect((await move(usman, id, to)).status).toBe(200);
    const limited = await move(usman, id, elsewhere);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(3540);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(limited.body).toEqual({
      message: RESCHEDULE_MESSAGES.tooMany(limit, 60),
      code: 'rate_limited',
      retry_after: retryAfter,
    });
    expect(limited.body.message).toBe(
      `You have tried to move appointments ${limit} times in the last hour. Try again in 60 minutes.`,
    );
    expect(await getAppointment(usman, id)).toMatchObject({ ...to, reschedule_count: 1 });
  });

  it('when one patient is limited, then another patient moves as usual', async () => {
    const fatima = await patient(server, PATIENTS.fatima);
    expect((await move(fatima, 2147483647, freeSlots(server, 1)[0]!)).status).toBe(404);
  });

  it('when the hour has passed, then the patient may try again', async () => {
    expect((await move(usman, 2147483647, freeSlots(server, 1)[0]!)).status).toBe(429);
    expect((await advanceClock(server.url, 60)).status).toBe(200);
    expect((await move(usman, 2147483647, freeSlots(server, 1)[0]!)).status).toBe(404);
  });

  it('when QA resets the mock, then the limit starts afresh', async () => {
    for (let i = 0; i < limit; i++) await move(usman, 2147483647, freeSlots(server, 1)[0]!);
    expect((await move(usman, 2147483647, freeSlots(server, 1)[0]!)).status).toBe(429);
    expect((await request(server.url).post('/__qa/reset').send({})).status).toBe(200);
    const again = await patient(server, PATIENTS.usman);
    expect((await move(again, 2147483647, freeSlots(server, 1)[0]!)).status).toBe(404);
  });
});
