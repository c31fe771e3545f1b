import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qaRequest, startTestServer, TestClient, type TestServer } from '../test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
const qa = () => qaRequest(server.url);

describe('QA API', () => {
  it('when accounts are listed, then every role is there with identifiers and passwords', async () => {
    const res = await qa().get('/__qa/accounts');
    expect(res.status).toBe(200);
    const roles = new Set(res.body.accounts.map((a: { audience: string }) => a.audience));
    expect([...roles].sort()).toEqual(['clinic', 'doctor', 'hospital', 'patient', 'pharmacy', 'staff']);
    expect(res.body.accounts).toContainEqual(
      expect.objectContaining({ identifier: 'owner@shifaclinic.pk', password: 'Clinic@123' }),
    );
  });

  it('when accounts are listed, then each shows where its SMS codes go, so forgot-password can be driven', async () => {
    const res = await qa().get('/__qa/accounts');
    const phoneOf = (id: string) =>
      res.body.accounts.find((a: { identifier: string }) => a.identifier === id)?.sms_phone;
    expect(phoneOf('nadia@hayatmedical.pk')).toBe('03215556677');
    expect(phoneOf('23456-D')).toBe('03334445566');
    expect(phoneOf('03001234567')).toBe('03001234567');
    expect(phoneOf('reception.gulberg')).toBeNull();
    const c = new TestClient(server.url);
    await c.post('/api/clinic/clinic_forget_password', { email: 'nadia@hayatmedical.pk' });
    expect((await qa().get(`/__qa/otp?phone=${phoneOf('nadia@hayatmedical.pk')}`)).body.purpose).toMatch(/^reset:/);
  });

  it('when the portal asks for a code, then QA reads it at /__qa/otp and it signs in', async () => {
    const c = new TestClient(server.url);
    await c.post('/api/auth/send-verification-code', { phone_number: '03001234567' });
    const otp = await qa().get('/__qa/otp?phone=03001234567');
    expect(otp.body).toMatchObject({
      phone: '03001234567',
      code: expect.stringMatching(/^\d{6}$/),
      purpose: 'login',
      used: false,
    });
    expect(
      (await c.post('/api/auth/verify-otp-code-patient', { phone_number: '03001234567', otp_code: otp.body.code }))
        .status,
    ).toBe(200);
    expect((await qa().get('/__qa/otp?phone=03001234567')).body.used).toBe(true);
  });

  it('when no code was sent to a number, then 404; a malformed number, then 400', async () => {
    expect((await qa().get('/__qa/otp?phone=03119998877')).status).toBe(404);
    expect((await qa().get('/__qa/otp?phone=abc')).status).toBe(400);
  });

  it('when the portal submits forms, then QA sees them by kind, newest first', async () => {
    const c = new TestClient(server.url);
    await c.post('/api/admin/call-helpline/add', { data: {}, phone_number: '03001111111' });
    await c.post('/api/admin/call-helpline/add', { data: {}, phone_number: '03002222222' });
    const res = await qa().get('/__qa/submissions?kind=helpline');
    expect(res.body.submissions.helpline.map((h: { phone_number: string }) => h.phone_number).slice(0, 2)).toEqual([
      '03002222222',
      '03001111111',
    ]);
    expect((await qa().get('/__qa/submissions?kind=nope')).status).toBe(400);
  });

  it('when a fault is set for the next 2 calls, then they answer it as { message } and the third is normal', async () => {
    const set = await qa().put('/__qa/faults').send({ operation_id: 'listLabs', status: 503, count: 2 });
    expect(set.body.faults).toEqual([expect.objectContaining({ operation_id: 'listLabs', status: 503, remaining: 2 })]);
    for (let i = 0; i < 2; i++) {
      const res = await qa().get('/api/medical-test-labs/get');
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(/fault injected/);
    }
    expect((await qa().get('/api/medical-test-labs/get')).status).toBe(200);
  });

  it('when a 409 fault is set on demo requests, then the product message shows', async () => {
    await qa().put('/__qa/faults').send({ operation_id: 'addDemoRequest', status: 409 });
    const res = await new TestClient(server.url).post('/api/demo_request/add', {
      name: 'A',
      phone_number: '03001234000',
      email: 'a@a.pk',
      demo_for: 1,
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Demo request already exist!', code: 'duplicate_demo_request' });
  });

  it('when a delay fault is set, then the call is slow but normal', async () => {
    await qa().put('/__qa/faults').send({ operation_id: 'getLabInfo', delay_ms: 300 });
    const started = Date.now();
    const res = await qa().get('/api/medical-test-labs/info/get?lab_id=1');
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('when a fault names an unknown operation or nothing to do, then 400; DELETE clears all', async () => {
    expect((await qa().put('/__qa/faults').send({ operation_id: 'dropDatabase', status: 500 })).status).toBe(400);
    expect((await qa().put('/__qa/faults').send({ operation_id: 'listLabs' })).status).toBe(400);
    await qa().put('/__qa/faults').send({ operation_id: 'listLabs', status: 500, count: 5 });
    expect((await qa().delete('/__qa/faults')).body).toEqual({ faults: [] });
    expect((await qa().get('/api/medical-test-labs/get')).status).toBe(200);
  });

  it('when a call is rung for an unknown patient, then 404; for a bad body, then 400', async () => {
    expect((await qa().post('/__qa/calls').send({ patient_id: '999999' })).status).toBe(404);
    expect((await qa().post('/__qa/calls').send({ patient_id: '1001', doctor_behaviour: 'rude' })).status).toBe(400);
    expect((await qa().get('/__qa/calls/7d4c1c8e-0000-4000-8000-000000000001')).status).toBe(404);
  });

  it('when stats are read, then request counters and malformed socket events are there', async () => {
    const res = await qa().get('/__qa/stats');
    expect(res.body.counters.requests).toBeGreaterThan(0);
    expect(res.body).toHaveProperty('online_patients', 0);
    expect(res.body.requests_by_operation.listLabs).toBeGreaterThan(0);
  });

  it('when QA resets, then submissions, new accounts and codes are gone', async () => {
    const c = new TestClient(server.url);
    await c.post('/api/demo_request/add', { name: 'B', phone_number: '03005550000', email: 'b@b.pk', demo_for: 0 });
    expect((await qa().post('/__qa/reset')).body).toEqual({ message: 'Back to the seed' });
    expect(server.store.data.submissions.demo).toHaveLength(0);
    expect((await qa().get('/__qa/otp?phone=03001234567')).status).toBe(404);
  });

  it('when the console is opened, then one self-contained HTML page with the operation list', async () => {
    const res = await qa().get('/__qa');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('QA console');
    expect(res.text).toContain('"addDemoRequest"');
    expect(res.text).toContain('Messages (SMS and WhatsApp)');
    expect(res.text).not.toMatch(/<script[^>]+src=/);
  });

  it('when a QA call is made without an XSRF header from the console, then it works (QA skips XSRF)', async () => {
    expect((await qa().delete('/__qa/faults')).status).toBe(200);
  });
});

describe('QA switched off', () => {
  it('when QA is disabled, then every /__qa route is a JSON 404', async () => {
    const off = await startTestServer({ qaEnabled: false });
    try {
      for (const path of ['/__qa', '/__qa/accounts', '/__qa/otp?phone=03001234567']) {
        const res = await request(off.url).get(path);
        expect(res.status).toBe(404);
        expect(res.body).toHaveProperty('message');
      }
      expect((await request(off.url).post('/__qa/reset')).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
