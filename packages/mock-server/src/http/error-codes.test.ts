import { ErrorCode } from '@ehp/api-types';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookAndStart, bookOnline, freeSlots, patient, PATIENTS, payAtGateway, T0 } from '../test/appointments.ts';
import { startTestServer, TestClient, type TestServer } from '../test/server.ts';

// Every error body carries a machine-readable code beside the message (openapi.yaml ErrorCode):
// programs branch on it, so "slot taken", "already paid" and "too many holds" are told apart
// without reading text, in any language.

let server: TestServer;
let ali: TestClient;
beforeAll(async () => {
  server = await startTestServer({}, { now: () => T0 });
  ali = await patient(server, PATIENTS.ali);
});
afterAll(() => server.close());

const codeOf = (res: request.Response) => res.body.code as ErrorCode;

describe('error codes', () => {
  it('when the XSRF header is missing, then 403 xsrf_failed; when signed in as another role, then 403 forbidden', async () => {
    const res = await ali.agent.post('/api/appointments/cancel').send({ appointment_id: 1 });
    expect([res.status, codeOf(res)]).toEqual([403, ErrorCode.xsrf_failed]);
    const asPatient = await ali.get('/api/doctor/appointments');
    expect([asPatient.status, codeOf(asPatient)]).toEqual([403, ErrorCode.forbidden]);
  });

  it('when sign-ins and codes fail, then wrong_credentials, wrong_code and no_code', async () => {
    const client = new TestClient(server.url);
    const wrong = await client.post('/api/doctor/dr_login', { pmdc: '12345-P', password: 'Wrong@1234' });
    expect([wrong.status, codeOf(wrong)]).toEqual([401, ErrorCode.wrong_credentials]);
    const none = await client.post('/api/auth/verify-otp-code-patient', {
      phone_number: '03119876543',
      otp_code: '123456',
    });
    expect(codeOf(none)).toBe(ErrorCode.no_code);
    await client.post('/api/auth/send-verification-code', { phone_number: PATIENTS.usman });
    const code = server.ctx.otp.last(PATIENTS.usman)!.code;
    const bad = await client.post('/api/auth/verify-otp-code-patient', {
      phone_number: PATIENTS.usman,
      otp_code: code === '000000' ? '111111' : '000000',
    });
    expect([bad.status, codeOf(bad)]).toEqual([401, ErrorCode.wrong_code]);
  });

  it('when booking conflicts, then slot_taken, slot_already_yours and too_many_holds are told apart', async () => {
    const [a, b, c, d] = freeSlots(server, 4);
    expect((await bookOnline(ali, a)).status).toBe(201);
    expect(codeOf(await bookOnline(ali, a))).toBe(ErrorCode.slot_already_yours);
    const fatima = await patient(server, PATIENTS.fatima);
    expect(codeOf(await bookOnline(fatima, a))).toBe(ErrorCode.slot_taken);
    await bookOnline(ali, b);
    await bookOnline(ali, c);
    const fourth = await bookOnline(ali, d);
    expect([fourth.status, codeOf(fourth)]).toEqual([409, ErrorCode.too_many_holds]);
  });

  it('when a paid appointment is paid again, then already_paid', async () => {
    const ayesha = await patient(server, PATIENTS.ayesha);
    const { appointmentId, paymentId } = await bookAndStart(server, ayesha);
    await payAtGateway(server, paymentId, '000');
    const again = await ayesha.post('/api/payments/start', { appointment_id: appointmentId, method: 'card' });
    expect([again.status, codeOf(again)]).toEqual([409, ErrorCode.already_paid]);
  });

  it('when an e-mail has no dot in its domain ("rabia@clinic"), then 400 invalid_request saying what an address needs (issue 25)', async () => {
    const anon = new TestClient(server.url);
    const demo = { name: 'Rabia Khan', phone_number: '03001234567', demo_for: 0 };
    const res = await anon.post('/api/demo_request/add', { ...demo, email: 'rabia@clinic' });
    expect([res.status, codeOf(res)]).toEqual([400, ErrorCode.invalid_request]);
    expect(res.body.message).toMatch(
      /email must be an e-mail address with a dot in its domain \(e\.g\. rabia@clinic\.pk\)/,
    );
    const signUp = await anon.post('/api/doctor/verify_dr_signup_otp', {
      otp_code: '123456',
      name: 'Dr. Rabia Khan',
      pmdc: '67891-P',
      phone_number: '03331234568',
      email: 'rabia@clinic',
      password: 'Doctor@2024',
      speciality: 'Dermatologist',
      city: 'Islamabad',
    });
    expect([signUp.status, codeOf(signUp)]).toEqual([400, ErrorCode.invalid_request]);
    expect(signUp.body.message).toMatch(/email must be an e-mail address with a dot in its domain/);
    // Signing in is not narrowed: an address stored before the rule still reaches the password check.
    const signIn = await anon.post('/api/clinic/check_clinic_branches', { email: 'owner@shifaclinic', password: 'x' });
    expect(signIn.status).toBe(401);
    const fine = await anon.post('/api/demo_request/add', { ...demo, email: 'rabia@clinic.pk' });
    expect(fine.status).toBe(201);
  });

  it('when the request itself is wrong, then invalid_request, not_found, method_not_allowed, unsupported_media_type, too_large', async () => {
    const anon = new TestClient(server.url);
    expect(codeOf(await anon.post('/api/demo_request/add', { name: 'x' }))).toBe(ErrorCode.invalid_request);
    expect(codeOf(await anon.get('/api/nothing-here'))).toBe(ErrorCode.not_found);
    expect(codeOf(await anon.put('/api/demo_request/add', {}))).toBe(ErrorCode.method_not_allowed);
    const text = await anon.agent
      .post('/api/demo_request/add')
      .set('X-XSRF-TOKEN', anon.xsrf!)
      .set('Content-Type', 'text/plain')
      .send('hello');
    expect(codeOf(text)).toBe(ErrorCode.unsupported_media_type);
    const huge = await anon.post('/api/demo_request/add', { name: 'x'.repeat(1_100_000) });
    expect([huge.status, codeOf(huge)]).toEqual([413, ErrorCode.too_large]);
  });

  it('when a foreign Host is named, then 421 wrong_host', async () => {
    const res = await request(server.url).get('/api/labs').set('Host', 'attacker.example');
    expect([res.status, codeOf(res)]).toEqual([421, ErrorCode.wrong_host]);
  });
});
