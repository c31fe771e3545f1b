import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../http/session.ts';
import { cookieFrom, signInPatient, startTestServer, TestClient, type TestServer } from '../../test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('patient sign-in by SMS code', () => {
  it('when a code is requested for a mobile number, then 200 says it is valid for 5 minutes and QA can read a 6-digit code', async () => {
    const c = new TestClient(server.url);
    const res = await c.post('/api/auth/send-verification-code', { phone_number: '03001112233' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Verification code sent',
      data: { phone_number: '03001112233', expires_in_seconds: 300 },
    });
    expect(server.ctx.otp.last('03001112233')!.code).toMatch(/^\d{6}$/);
  });

  it('when the right code is verified for a seeded number, then the session fields come back and HttpOnly session + fresh XSRF cookies are set', async () => {
    const c = new TestClient(server.url);
    await c.get('/api/medical-test-labs/get');
    const before = c.xsrf;
    const res = await signInPatient(server, c, '03001234567');
    expect(res.body).toEqual({
      message: 'Signed in',
      data: { verified: true, name: 'Ali Hassan', role: 'patient', user_id: '1001' },
    });
    const setCookies = (res.headers['set-cookie'] as unknown as string[]).join('\n');
    expect(setCookies).toMatch(
      /ehp_session=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax/,
    );
    expect(setCookies).not.toMatch(/XSRF-TOKEN=[^;]+;[^\n]*HttpOnly/);
    expect(cookieFrom(res, 'XSRF-TOKEN')).not.toBe(before);
  });

  it('when an unknown number verifies its code with a name, then a new patient with that name is created', async () => {
    const c = new TestClient(server.url);
    const res = await signInPatient(server, c, '03459876543', 'Sana Javed');
    expect(res.body.data).toMatchObject({ name: 'Sana Javed', role: 'patient', verified: true });
    expect(Number(res.body.data.user_id)).toBeGreaterThan(1004);
  });

  it('when an unknown number verifies without a name, then the new patient is called New Patient', async () => {
    const res = await signInPatient(server, new TestClient(server.url), '03451111222');
    expect(res.body.data.name).toBe('New Patient');
  });

  it('when a code is used twice, then the second try gets 401', async () => {
    const c = new TestClient(server.url);
    await c.post('/api/auth/send-verification-code', { phone_number: '03002223344' });
    const code = server.ctx.otp.last('03002223344')!.code;
    expect(
      (await c.post('/api/auth/verify-otp-code-patient', { phone_number: '03002223344', otp_code: code })).status,
    ).toBe(200);
    const again = await c.post('/api/auth/verify-otp-code-patient', { phone_number: '03002223344', otp_code: code });
    expect(again.status).toBe(401);
    expect(again.body.message).toBe('This code was already used. Request a new code.');
  });

  it('when a wrong code is tried 5 times, then the 6th try is 429 even with the right code', async () => {
    const c = new TestClient(server.url);
    await c.post('/api/auth/send-verification-code', { phone_number: '03003334455' });
    const code = server.ctx.otp.last('03003334455')!.code;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 4; i >= 0; i--) {
      const res = await c.post('/api/auth/verify-otp-code-patient', { phone_number: '03003334455', otp_code: wrong });
      expect(res.status).toBe(401);
      expect(res.body.message).toContain(i > 0 ? `${i} ${i === 1 ? 'try' : 'tries'} left` : 'No tries left');
      // The number itself, for the portal to say in the page's language.
      expect(res.body).toMatchObject({ code: 'wrong_code', tries_left: i });
    }
    const locked = await c.post('/api/auth/verify-otp-code-patient', { phone_number: '03003334455', otp_code: code });
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toMatch(/^\d+$/);
    expect(locked.body).toMatchObject({ code: 'rate_limited', retry_after: Number(locked.headers['retry-after']) });
  });

  it('when 20 codes were sent to a number within the hour, then the 21st is 429 with Retry-After', async () => {
    // (The test server's loose limits let one address send them all; standard limits need four.)
    const c = new TestClient(server.url);
    for (let i = 0; i < 20; i++)
      expect((await c.post('/api/auth/send-verification-code', { phone_number: '03004445566' })).status).toBe(200);
    const res = await c.post('/api/auth/send-verification-code', { phone_number: '3004445566' });
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
    expect(res.body.message).toMatch(/Too many codes/);
  });

  it('when the phone number breaks the contract, then 400 names the field', async () => {
    const res = await new TestClient(server.url).post('/api/auth/send-verification-code', { phone_number: '12345' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('phone_number');
  });
});

describe('XSRF', () => {
  it('when a mutating call has no X-XSRF-TOKEN, then 403 { message } and a fresh XSRF-TOKEN cookie that works on retry', async () => {
    const c = new TestClient(server.url);
    const first = await c.agent.post('/api/admin/call-helpline/add').send({ data: {}, phone_number: '03001234567' });
    expect(first.status).toBe(403);
    expect(first.body.message).toMatch(/XSRF/);
    const fresh = cookieFrom(first, 'XSRF-TOKEN');
    expect(fresh).toBeTruthy();
    const retry = await c.agent
      .post('/api/admin/call-helpline/add')
      .set('X-XSRF-TOKEN', fresh!)
      .send({ data: {}, phone_number: '03001234567' });
    expect(retry.status).toBe(201);
  });

  it('when the header matches the cookie but was not issued for this session, then 403', async () => {
    const c = new TestClient(server.url);
    await c.get('/api/medical-test-labs/get');
    const forged = 'A'.repeat(43);
    const res = await c.agent
      .post('/api/admin/call-helpline/add')
      .set('Cookie', `XSRF-TOKEN=${forged}`)
      .set('X-XSRF-TOKEN', forged)
      .send({ data: {}, phone_number: '03001234567' });
    expect(res.status).toBe(403);
  });

  it('when a GET carries no XSRF header, then it is served', async () => {
    expect((await new TestClient(server.url).agent.get('/api/medical-test-labs/get')).status).toBe(200);
  });
});

describe('logout', () => {
  it('when a signed-in patient logs out twice, then both answer 200 and the old session is gone from the store', async () => {
    const c = new TestClient(server.url);
    await signInPatient(server, c, '03001234567');
    const token = /ehp_session=([^;]+)/.exec(c.cookieHeader())![1];
    expect(server.store.data.sessions[hashToken(token)]?.user.user_id).toBe('1001');
    const out = await c.post('/api/auth/logout');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: 'Signed out' });
    expect(server.store.data.sessions[hashToken(token)]).toBeUndefined();
    expect(cookieFrom(out, 'ehp_session')).not.toBe(token);
    expect((await c.post('/api/auth/logout')).status).toBe(200);
  });
});
