import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../../test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
const client = () => new TestClient(server.url);

describe('doctor sign-in', () => {
  it('when a doctor signs in with PMDC number and password, then a doctor session carrying pmdc', async () => {
    const res = await client().post('/api/doctor/dr_login', { pmdc: '12345-P', password: 'Doctor@123' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      verified: true,
      name: 'Dr. Imran Qureshi',
      role: 'doctor',
      user_id: '2001',
      pmdc: '12345-P',
    });
  });

  it('when the password is wrong or the PMDC number unknown, then 401', async () => {
    expect((await client().post('/api/doctor/dr_login', { pmdc: '12345-P', password: 'wrong' })).status).toBe(401);
    expect((await client().post('/api/doctor/dr_login', { pmdc: '99999-P', password: 'Doctor@123' })).status).toBe(401);
  });

  it('when the PMDC number breaks the pattern, then 400 names pmdc', async () => {
    const res = await client().post('/api/doctor/dr_login', { pmdc: '12345P', password: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('pmdc');
  });

  it('when a doctor without a password tries to sign in, then 401 points to Forgot password', async () => {
    const res = await client().post('/api/doctor/dr_login', { pmdc: '23456-D', password: 'anything' });
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/Forgot password/);
  });
});

describe('ckeck_password_exists', () => {
  it('when asked about a doctor with a password, one without, and an unknown number, then exists/password_set say so', async () => {
    const ask = async (pmdc: string) => (await client().post('/api/doctor/ckeck_password_exists', { pmdc })).body.data;
    expect(await ask('12345-P')).toEqual({ exists: true, password_set: true });
    expect(await ask('23456-D')).toEqual({ exists: true, password_set: false });
    expect(await ask('11111-P')).toEqual({ exists: false, password_set: false });
  });
});

describe('doctor password reset', () => {
  it('when the doctor without a password goes through Forgot password, then the new password signs in', async () => {
    const c = client();
    const start = await c.post('/api/doctor/dr_forget_password', { pmdc: '23456-D' });
    expect(start.body.data).toEqual({ expires_in_seconds: 300 });
    const code = server.ctx.otp.last('03334445566')!.code;
    const verify = await c.post('/api/doctor/dr_forget_otp_verify', { pmdc: '23456-D', otp_code: code });
    expect(verify.status).toBe(200);
    const reset = await c.put('/api/doctor/dr_reset_password', {
      reset_token: verify.body.data.reset_token,
      password: 'Dentist@2026',
    });
    expect(reset.status).toBe(200);
    expect((await c.post('/api/doctor/dr_login', { pmdc: '23456-D', password: 'Dentist@2026' })).status).toBe(200);
  });

  it('when the PMDC number is unknown, then the same answers as for a real one (no account discovery); a made-up token, then 401', async () => {
    const known = await client().post('/api/doctor/dr_forget_password', { pmdc: '23456-D' });
    const unknown = await client().post('/api/doctor/dr_forget_password', { pmdc: '10101-P' });
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    const wrongKnown = await client().post('/api/doctor/dr_forget_otp_verify', { pmdc: '23456-D', otp_code: '000000' });
    const wrongUnknown = await client().post('/api/doctor/dr_forget_otp_verify', {
      pmdc: '10101-P',
      otp_code: '000000',
    });
    expect([wrongUnknown.status, wrongUnknown.body]).toEqual([wrongKnown.status, wrongKnown.body]);
    expect(
      (
        await client().put('/api/doctor/dr_reset_password', {
          reset_token: 'rt_madeupmadeupmadeup',
          password: 'Doctor@2026',
        })
      ).status,
    ).toBe(401);
  });

  it('when a clinic reset token is used on the doctor endpoint, then 401', async () => {
    const c = client();
    await c.post('/api/clinic/clinic_forget_password', { email: 'owner@shifaclinic.pk' });
    const code = server.ctx.otp.last('03005556677')!.code;
    const token = (
      await c.post('/api/clinic/clinic_forget_otp_verify', { email: 'owner@shifaclinic.pk', otp_code: code })
    ).body.data.reset_token;
    expect((await c.put('/api/doctor/dr_reset_password', { reset_token: token, password: 'Doctor@2026' })).status).toBe(
      401,
    );
  });
});

describe('verify_dr_signup_otp', () => {
  const signup = {
    name: 'Dr. Sana Malik',
    pmdc: '67890-P',
    phone_number: '03331234567',
    email: 'sana.malik@example.pk',
    password: 'Doctor@2024',
    speciality: 'Dermatologist',
    city: 'Islamabad',
  };

  it('when the signup code is right, then 201 registers the doctor and signs them in', async () => {
    const c = client();
    await c.post('/api/auth/send-verification-code', { phone_number: signup.phone_number, purpose: 'signup' });
    const res = await c.post('/api/doctor/verify_dr_signup_otp', {
      ...signup,
      otp_code: server.ctx.otp.last(signup.phone_number)!.code,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name: 'Dr. Sana Malik', role: 'doctor', pmdc: '67890-P' });
  });

  it('when the PMDC number is taken, then 409 once the code is right; with a wrong code, the same 401 as for a new one', async () => {
    const c = client();
    const taken = { ...signup, pmdc: '12345-P', phone_number: '03330000001', email: 'a@b.pk' };
    expect((await c.post('/api/doctor/verify_dr_signup_otp', { ...taken, otp_code: '000000' })).status).toBe(401);
    await c.post('/api/auth/send-verification-code', { phone_number: taken.phone_number, purpose: 'signup' });
    const res = await c.post('/api/doctor/verify_dr_signup_otp', {
      ...taken,
      otp_code: server.ctx.otp.last(taken.phone_number)!.code,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/PMDC/);
  });
});
