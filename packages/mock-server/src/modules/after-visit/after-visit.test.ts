import { CallAttemptOutcome } from '@ehp/api-types/schema';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../logger.ts';
import { recordCallAttempt } from '../calls/attempts.ts';
import { IMRAN, patient, PATIENTS, startBookingServer } from '../../test/appointments.ts';
import { callSteps, signInDoctor } from '../../test/calls.ts';
import type { TestClient, TestServer } from '../../test/server.ts';
import { checkVisitToken } from '../messages/visit-link.ts';

// After the visit: the doctor's advice and prescription (only that doctor writes it, only that
// doctor and patient read it), the prescription_ready message, and the patient's one rating, which
// joins the doctor's public reviews.

let server: TestServer;
const steps = callSteps(() => server);
beforeAll(async () => {
  server = await startBookingServer({ portalUrl: 'https://portal.test' });
});
afterAll(() => server.close());

const advice = (id: number, extra: Record<string, unknown> = {}) => ({
  appointment_id: id,
  advice: '  Walk 30 minutes a day and cut down on salt.  ',
  medicines: [{ name: ' Amlodipine ', strength: '5 mg', frequency: 'Once a day, in the morning', days: 30 }],
  tests: [' Lipid profile '],
  follow_up_date: null,
  ...extra,
});

const answered = (id: number) =>
  recordCallAttempt(
    server.store,
    {
      appointment_id: id,
      patient_id: '1001',
      doctor_pmdc: IMRAN,
      doctor_name: 'Dr. Imran Qureshi',
      at: server.ctx.now(),
      outcome: CallAttemptOutcome.answered,
    },
    silentLogger,
  );

const messagesOf = async (phone: string) =>
  (await request(server.url).get(`/__qa/messages?phone=${phone}`)).body.messages as Array<{
    kind: string;
    lang: string;
    text: string;
    appointment_id: number;
    channel: string;
  }>;

describe('the doctor writes the advice', () => {
  let ali: TestClient;
  let imran: TestClient;
  let id: number;
  beforeAll(async () => {
    ali = await patient(server, PATIENTS.ali);
    imran = await signInDoctor(server, IMRAN);
    id = await steps.paidAppointment(ali);
  });

  it('when the visit has not happened, then saving is 409 with a whole sentence and nothing is stored', async () => {
    const res = await imran.post('/api/doctor/visit-advice', advice(id));
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^You can write the advice once the visit has happened: .*\.$/);
    expect(server.store.data.appointments.find((a) => a.id === id)?.advice).toBeUndefined();
    expect((await ali.get(`/api/appointments/after-visit?id=${id}`)).body.data).toEqual({
      visited: false,
      advice: null,
      rating: null,
    });
  });

  it('when the patient answered the call, then the doctor saves it trimmed, durably, and the patient is told once', async () => {
    await steps.moveTo(id, 0);
    await answered(id);
    const saved = await imran.post('/api/doctor/visit-advice', advice(id));
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Advice saved. The patient has been told it is ready.');
    expect(saved.body.data.advice).toMatchObject({
      advice: 'Walk 30 minutes a day and cut down on salt.',
      medicines: [{ name: 'Amlodipine', strength: '5 mg', days: 30 }],
      tests: ['Lipid profile'],
      doctor_name: 'Dr. Imran Qureshi',
      doctor_pmdc: IMRAN,
      patient_name: 'Ali Hassan',
    });
    // Saved through the store's write (the journal), not only in memory.
    expect(server.store.data.appointments.find((a) => a.id === id)?.advice?.advice).toBe(
      'Walk 30 minutes a day and cut down on salt.',
    );
    const corrected = await imran.post('/api/doctor/visit-advice', advice(id, { advice: 'Walk 45 minutes a day.' }));
    expect(corrected.body.message).toBe('Advice corrected. The patient sees the new version.');
    expect(corrected.body.data.advice.created_at).toBe(saved.body.data.advice.created_at);
    await server.ctx.outbox.idle();
    const ready = (await messagesOf(PATIENTS.ali)).filter((m) => m.kind === 'prescription_ready');
    expect(ready).toHaveLength(1);
    expect(ready[0]).toMatchObject({ appointment_id: id, channel: 'whatsapp', lang: 'en' });
    expect(ready[0]!.text).toContain('Dr. Imran Qureshi has written your advice and prescription');
    const token = /visit_token=([A-Za-z0-9._-]+)/.exec(ready[0]!.text)?.[1];
    expect(ready[0]!.text).toContain(`https://portal.test/appointment/payment/checkout/${id}?visit_token=`);
    // Signed for this appointment and its patient (getVisitAdviceByLink reads with it: by-link.test.ts).
    expect(checkVisitToken(server.store.secret, token!, server.ctx.now())).toMatchObject({
      ok: true,
      claims: { appointmentId: id, patientId: 1001 },
    });
  });

  it('when the patient and the doctor read it, then both see the correction; another patient or doctor gets 404', async () => {
    const mine = await ali.get(`/api/appointments/after-visit?id=${id}`);
    expect(mine.body.data).toMatchObject({ visited: true, advice: { advice: 'Walk 45 minutes a day.' }, rating: null });
    expect((await imran.get(`/api/doctor/visit-advice?appointment_id=${id}`)).body.data.advice.advice).toBe(
      'Walk 45 minutes a day.',
    );
    const fatima = await patient(server, PATIENTS.fatima);
    const theirs = await fatima.get(`/api/appointments/after-visit?id=${id}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body.data).toBeUndefined();
    const ayesha = await signInDoctor(server, '54321-P');
    expect((await ayesha.get(`/api/doctor/visit-advice?appointment_id=${id}`)).status).toBe(404);
    const write = await ayesha.post('/api/doctor/visit-advice', advice(id, { advice: 'Not mine.' }));
    expect(write.status).toBe(404);
    expect(server.store.data.appointments.find((a) => a.id === id)?.advice?.advice).toBe('Walk 45 minutes a day.');
    // A patient cannot write it, and a doctor cannot use the patient's read.
    expect((await ali.post('/api/doctor/visit-advice', advice(id))).status).toBe(403);
    expect((await imran.get(`/api/appointments/after-visit?id=${id}`)).status).toBe(403);
  });

  it('when the advice is empty, too long, has 21 medicines or a follow-up not after the visit, then 400 says what', async () => {
    const empty = await imran.post('/api/doctor/visit-advice', advice(id, { advice: '  ', medicines: [], tests: [] }));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Write your advice, or add a medicine or a test, before saving.');
    const a = server.store.data.appointments.find((x) => x.id === id)!;
    const before = await imran.post('/api/doctor/visit-advice', advice(id, { follow_up_date: a.date }));
    expect(before.status).toBe(400);
    expect(before.body.message).toMatch(/^The follow-up date must be after the visit \(\d{1,2} [A-Z][a-z]+ \d{4}\)\.$/);
    const far = await imran.post('/api/doctor/visit-advice', advice(id, { follow_up_date: '2099-01-01' }));
    expect(far.body.message).toBe('The follow-up date must be within 365 days of the visit.');
    const many = Array.from({ length: 21 }, () => advice(id).medicines[0]);
    expect((await imran.post('/api/doctor/visit-advice', advice(id, { medicines: many }))).status).toBe(400);
    expect((await imran.post('/api/doctor/visit-advice', advice(id, { advice: 'x'.repeat(2001) }))).status).toBe(400);
    expect(a.advice?.advice).toBe('Walk 45 minutes a day.');
  });
});

describe('the patient rates the visit', () => {
  it('when the visit is over, then one rating joins the doctor reviews with the first name and initial; again is 409', async () => {
    const usman = await patient(server, PATIENTS.usman);
    const id = await steps.paidAppointment(usman);
    const early = await usman.post('/api/appointments/rate', { appointment_id: id, rating: 5 });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('You can rate this visit once it has happened.');
    await steps.moveTo(id, 60); // the slot is over: completed
    const { rating: before, review_count: countBefore } = (
      await request(server.url).get(`/api/doctors/profile?pmdc=${IMRAN}`)
    ).body.data.doctor;
    const rated = await usman.post('/api/appointments/rate', { appointment_id: id, rating: 4, comment: '  Kind.  ' });
    expect(rated.status).toBe(201);
    expect(rated.body.data.rating).toMatchObject({ rating: 4, comment: 'Kind.' });
    const again = await usman.post('/api/appointments/rate', { appointment_id: id, rating: 1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already rated this visit. Thank you.');
    const reviews = (await request(server.url).get(`/api/doctors/reviews?pmdc=${IMRAN}&page_size=50`)).body.data
      .reviews;
    expect(reviews[0]).toEqual({
      id: expect.any(Number),
      patient_name: expect.stringMatching(/^\S+ [A-Z]\.$|^\S+$/),
      rating: 4,
      comment: 'Kind.',
      created_at: rated.body.data.rating.created_at,
    });
    const after = (await request(server.url).get(`/api/doctors/profile?pmdc=${IMRAN}`)).body.data.doctor;
    expect(after.review_count).toBe(countBefore + 1);
    expect(after.rating).not.toBeNaN();
    expect(typeof before).toBe('number');
    expect((await usman.get(`/api/appointments/after-visit?id=${id}`)).body.data.rating.rating).toBe(4);
  });

  it('when another patient rates it, or the stars are out of range, then 404 or 400 and no review is added', async () => {
    const ayesha = await patient(server, PATIENTS.ayesha);
    const id = await steps.paidAppointment(ayesha);
    await steps.moveTo(id, 60);
    const count = server.store.data.reviews.length;
    const ali = await patient(server, PATIENTS.ali);
    expect((await ali.post('/api/appointments/rate', { appointment_id: id, rating: 5 })).status).toBe(404);
    expect((await ayesha.post('/api/appointments/rate', { appointment_id: id, rating: 6 })).status).toBe(400);
    expect(
      (await ayesha.post('/api/appointments/rate', { appointment_id: id, rating: 3, comment: 'x'.repeat(501) })).status,
    ).toBe(400);
    expect(server.store.data.reviews.length).toBe(count);
  });
});

describe('after the call window', () => {
  it('when the visit has left the dashboard list, then it is among the recent visits for a week, and the advice can still be written', async () => {
    const fatima = await patient(server, PATIENTS.fatima);
    const imran = await signInDoctor(server, IMRAN);
    const id = await steps.paidAppointment(fatima);
    const dashboard = async () => (await imran.get('/api/doctor/appointments')).body.data;
    await steps.moveTo(id, 0);
    await answered(id);
    // In the call window it is an appointment of the list, not a recent visit.
    expect((await dashboard()).appointments.map((a: { id: number }) => a.id)).toContain(id);
    expect((await dashboard()).recent_visits.map((v: { id: number }) => v.id)).not.toContain(id);
    await steps.moveTo(id, 120);
    const listed = await dashboard();
    expect(listed.appointments.map((a: { id: number }) => a.id)).not.toContain(id);
    expect(listed.recent_visits.find((v: { id: number }) => v.id === id)).toMatchObject({
      mode: 'online',
      patient_name: expect.any(String),
      advice_written: false,
    });
    expect((await fatima.get(`/api/appointments/get?id=${id}`)).body.data.appointment.after_visit).toEqual({
      visited: true,
      advice_ready: false,
      rated: false,
    });
    expect((await imran.post('/api/doctor/visit-advice', advice(id))).status).toBe(200);
    expect((await dashboard()).recent_visits.find((v: { id: number }) => v.id === id)?.advice_written).toBe(true);
    expect((await fatima.get(`/api/appointments/get?id=${id}`)).body.data.appointment.after_visit).toEqual({
      visited: true,
      advice_ready: true,
      rated: false,
    });
    // A week on it has left the recent visits too.
    await request(server.url)
      .post('/__qa/clock')
      .send({ minutes: 8 * 24 * 60 });
    // (The doctor's session has lapsed meanwhile: signed in again.)
    const later = await signInDoctor(server, IMRAN);
    const { recent_visits: recent } = (await later.get('/api/doctor/appointments')).body.data;
    expect(recent.map((v: { id: number }) => v.id)).not.toContain(id);
  });
});
