import { CallAttemptOutcome } from '@ehp/api-types/schema';
import { VISIT_LINK_DAYS } from '@ehp/api-types';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { recordCallAttempt } from '../calls/attempts.ts';
import { advanceClock, IMRAN, patient, PATIENTS, T0 } from '../../test/appointments.ts';
import { callSteps, signInDoctor } from '../../test/calls.ts';
import { startTestServer, TestClient, type TestServer } from '../../test/server.ts';
import { visitToken } from '../messages/visit-link.ts';
import { BY_LINK_MESSAGES } from './by-link.ts';

// The link of the prescription_ready message (getVisitAdviceByLink): whoever holds it, signed in
// or not, reads that visit's advice and prescription and nothing else; an altered, expired or
// other appointment's token is refused with a whole sentence, and the token never reaches a log.

const lines: string[] = [];
let server: TestServer;
const steps = callSteps(() => server);
let ali: TestClient;
let id: number;
let token: string;

const read = (client: TestClient, appointmentId: number, visitToken: string) =>
  client.get(`/api/appointments/visit-advice?id=${appointmentId}&visit_token=${encodeURIComponent(visitToken)}`);

/** An online visit of Ali's whose call he answered, with Dr. Imran's advice saved: its link's token. */
async function visitWithAdvice(): Promise<{ id: number; token: string }> {
  const visit = await steps.paidAppointment(ali);
  await steps.moveTo(visit, 0);
  await recordCallAttempt(
    server.store,
    {
      appointment_id: visit,
      patient_id: '1001',
      doctor_pmdc: IMRAN,
      doctor_name: 'Dr. Imran Qureshi',
      at: server.ctx.now(),
      outcome: CallAttemptOutcome.answered,
    },
    createLogger('silent'),
  );
  const imran = await signInDoctor(server, IMRAN);
  const saved = await imran.post('/api/doctor/visit-advice', {
    appointment_id: visit,
    advice: 'Walk 30 minutes a day.',
    medicines: [{ name: 'Amlodipine', strength: '5 mg', frequency: 'Once a day', days: 30 }],
    tests: [],
    follow_up_date: null,
  });
  expect(saved.status).toBe(200);
  await server.ctx.outbox.idle();
  const messages = (await request(server.url).get(`/__qa/messages?phone=${PATIENTS.ali}`)).body.messages as Array<{
    kind: string;
    appointment_id: number;
    text: string;
  }>;
  const ready = messages.find((m) => m.kind === 'prescription_ready' && m.appointment_id === visit)!;
  return { id: visit, token: /visit_token=([A-Za-z0-9._-]+)/.exec(ready.text)![1]! };
}

beforeAll(async () => {
  server = await startTestServer(
    { portalUrl: 'https://portal.test', logLevel: 'debug' },
    { now: () => T0, logger: createLogger('debug', (line) => void lines.push(line)) },
  );
  ali = await patient(server, PATIENTS.ali);
  ({ id, token } = await visitWithAdvice());
});
afterAll(() => server.close());

describe('getVisitAdviceByLink', () => {
  it('when someone signed out opens the link, then they read that advice as printed, nothing else of the patient, and no cache keeps it', async () => {
    const res = await read(new TestClient(server.url), id, token);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      message: 'OK',
      data: {
        advice: expect.objectContaining({
          appointment_id: id,
          advice: 'Walk 30 minutes a day.',
          doctor_name: 'Dr. Imran Qureshi',
          doctor_pmdc: IMRAN,
          patient_name: 'Ali Hassan',
        }),
      },
    });
    expect(JSON.stringify(res.body)).not.toContain(PATIENTS.ali.slice(1));
  });

  it('when another patient, signed in, opens the link, then the token alone opens that advice, and their session opens nothing more', async () => {
    const fatima = await patient(server, PATIENTS.fatima);
    expect((await read(fatima, id, token)).body.data.advice.appointment_id).toBe(id);
    expect((await fatima.get(`/api/appointments/after-visit?id=${id}`)).status).toBe(404);
  });

  it('when the token names another appointment, then it is 404 with a whole sentence, as for an unknown one', async () => {
    const other = await read(new TestClient(server.url), id + 1, token);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ message: BY_LINK_MESSAGES.notFound(id + 1), code: 'not_found' });
    const unknown = await read(new TestClient(server.url), 2147483647, token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.data).toBeUndefined();
  });

  it('when the token was altered, cut short, signed for another patient or is a join token, then it is 401 visit_link_invalid', async () => {
    const anon = new TestClient(server.url);
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    const parts = token.split('.');
    const forFatima = `${parts[0]}.${parts[1]}.1002.${parts[3]}.${parts[4]}`;
    const join = token.replace(/^v1\./, 'j1.');
    for (const bad of [`${token.slice(0, -1)}${last}`, token.slice(0, -3), forFatima, join, 'x']) {
      const res = await read(anon, id, bad);
      expect(res.status, bad).toBe(401);
      expect(res.body).toEqual({ message: BY_LINK_MESSAGES.invalid, code: 'visit_link_invalid' });
    }
    // A token signed for an appointment's patient no longer its patient (a reset data file) opens nothing.
    const stranger = visitToken(server.store.secret, {
      appointmentId: id,
      patientId: 1002,
      expiresAt: Date.parse('2100-01-01'),
    });
    expect((await read(anon, id, stranger)).status).toBe(404);
  });

  it('when the query is incomplete, then it is 400 before the token is looked at', async () => {
    const anon = new TestClient(server.url);
    expect((await anon.get(`/api/appointments/visit-advice?id=${id}`)).status).toBe(400);
    expect((await anon.get(`/api/appointments/visit-advice?id=abc&visit_token=${token}`)).status).toBe(400);
  });

  it('when the token was only ever written to responses, then no log line holds it, nor its signature', () => {
    const log = lines.join('');
    expect(lines.some((l) => l.includes('"op":"getVisitAdviceByLink"'))).toBe(true);
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.split('.').at(-1));
  });

  it(`when ${VISIT_LINK_DAYS} days have passed since the advice was saved, then the link is 401 visit_link_expired`, async () => {
    const anon = new TestClient(server.url);
    expect((await advanceClock(server.url, VISIT_LINK_DAYS * 24 * 60 - 60)).status).toBe(200);
    expect((await read(anon, id, token)).status).toBe(200);
    expect((await advanceClock(server.url, 60 + 1)).status).toBe(200);
    const res = await read(anon, id, token);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: BY_LINK_MESSAGES.expired, code: 'visit_link_expired' });
  });
});
