import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOwner, startTestServer, TestClient, type TestServer } from '../../test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const client = () => new TestClient(server.url);

describe('check_clinic_branches', () => {
  it('when a clinic owner with two branches gives the right password, then both branches and facility_type 0 come back', async () => {
    const res = await client().post('/api/clinic/check_clinic_branches', {
      email: 'owner@shifaclinic.pk',
      password: 'Clinic@123',
      facility_type: 0,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.facility_type).toBe(0);
    expect(res.body.data.branches).toEqual([
      { branch_id: 11, branch_name: 'Shifa Family Clinic - Gulberg', branch_code: 'SFC-GLB', city: 'Lahore' },
      { branch_id: 12, branch_name: 'Shifa Family Clinic - DHA', branch_code: 'SFC-DHA', city: 'Lahore' },
    ]);
  });

  it('when the password is wrong, then 401 naming the e-mail and password (not which one)', async () => {
    const res = await client().post('/api/clinic/check_clinic_branches', {
      email: 'owner@shifaclinic.pk',
      password: 'nope',
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Wrong e-mail or password', code: expect.any(String) });
  });

  it('when a clinic account signs in on the hospital page (facility_type 1), then 401 says which page to use', async () => {
    const res = await client().post('/api/clinic/check_clinic_branches', {
      email: 'owner@shifaclinic.pk',
      password: 'Clinic@123',
      facility_type: 1,
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/clinic account, not a hospital account: sign in on the clinic sign-in page/);
  });

  it('when the hospital and pharmacy owners use their pages, then their facility types come back', async () => {
    const h = await client().post('/api/clinic/check_clinic_branches', {
      email: 'admin@rehmathospital.pk',
      password: 'Hospital@123',
      facility_type: 1,
    });
    expect(h.body.data.facility_type).toBe(1);
    expect(h.body.data.branches).toHaveLength(2);
    const p = await client().post('/api/clinic/check_clinic_branches', {
      email: 'saima@greencrosspharmacy.pk',
      password: 'Pharmacy@123',
      facility_type: 2,
    });
    expect(p.body.data).toMatchObject({ facility_type: 2, branches: [{ branch_id: 16, branch_code: 'GCP-DGR' }] });
  });
});

describe('clinic_login', () => {
  it('when an owner with two branches names none, then 400 asks for branch_id', async () => {
    const res = await client().post('/api/clinic/clinic_login', {
      email: 'owner@shifaclinic.pk',
      password: 'Clinic@123',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/2 branches.*branch_id is required/);
  });

  it("when branch_id is not one of the owner's, then 400", async () => {
    const res = await client().post('/api/clinic/clinic_login', {
      email: 'owner@shifaclinic.pk',
      password: 'Clinic@123',
      branch_id: 16,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('branch_id 16 is not a branch of this account');
  });

  it('when the owner picks a branch, then a clinic_owner session with clinic_id, facility_type and branch_id', async () => {
    const res = await signInOwner(client());
    expect(res.body).toEqual({
      message: 'Signed in',
      data: {
        verified: true,
        name: 'Tariq Mehmood',
        role: 'clinic_owner',
        user_id: '3001',
        clinic_id: '7',
        facility_type: 0,
        branch_id: 11,
      },
    });
  });

  it('when an owner with one branch names none, then that branch is used', async () => {
    const res = await signInOwner(client(), 'saima@greencrosspharmacy.pk', 'Pharmacy@123', null, 2);
    expect(res.body.data).toMatchObject({ clinic_id: '10', facility_type: 2, branch_id: 16 });
  });

  it('when an identifier failed 10 times in 15 minutes, then even the right password gets 429 with Retry-After', async () => {
    const c = client();
    for (let i = 0; i < 10; i++) {
      expect(
        (await c.post('/api/clinic/clinic_login', { email: 'nadia@hayatmedical.pk', password: `wrong-${i}` })).status,
      ).toBe(401);
    }
    const res = await c.post('/api/clinic/clinic_login', { email: 'NADIA@hayatmedical.pk', password: 'Clinic@123' });
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
  });
});

describe('validate_branch_code', () => {
  it('when a known code is sent in any case, then the branch and its clinic come back', async () => {
    const res = await client().post('/api/clinic/validate_branch_code', { branch_code: 'sfc-dha' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ branch_id: 12, branch_name: 'Shifa Family Clinic - DHA', clinic_id: '7' });
  });

  it('when the code is unknown, then 404', async () => {
    expect((await client().post('/api/clinic/validate_branch_code', { branch_code: 'NOPE-1' })).status).toBe(404);
  });
});

describe('verify_signup_otp', () => {
  const signup = {
    facility_type: 2,
    facility_name: 'Al-Shifa Pharmacy',
    owner_name: 'Ahmed Raza',
    phone_number: '03211234567',
    email: 'ahmed@alshifapharmacy.pk',
    password: 'Pharma@2024',
    city: 'Karachi',
  };

  it('when the signup code is right, then 201 registers the pharmacy and signs the owner in to its main branch', async () => {
    const c = client();
    await c.post('/api/auth/send-verification-code', { phone_number: signup.phone_number, purpose: 'signup' });
    const res = await c.post('/api/clinic/verify_signup_otp', {
      ...signup,
      otp_code: server.ctx.otp.last(signup.phone_number)!.code,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: 'Account created',
      data: { verified: true, name: 'Ahmed Raza', role: 'clinic_owner', facility_type: 2 },
    });
    const branch = server.store.data.branches.find((b) => b.id === res.body.data.branch_id);
    expect(branch).toMatchObject({ name: 'Al-Shifa Pharmacy - Main', code: 'ASP-KAR', city: 'Karachi' });
    const login = await c.post('/api/clinic/clinic_login', {
      email: signup.email,
      password: signup.password,
      facility_type: 2,
    });
    expect(login.status).toBe(200);
  });

  it('when the e-mail or phone is already registered, then 409 once the code is right (a wrong code says nothing of the account)', async () => {
    const c = client();
    const codeFor = async (phone_number: string) => {
      await c.post('/api/auth/send-verification-code', { phone_number, purpose: 'signup' });
      return server.ctx.otp.last(phone_number)!.code;
    };
    const wrong = await c.post('/api/clinic/verify_signup_otp', {
      ...signup,
      email: 'owner@shifaclinic.pk',
      phone_number: '03219998877',
      otp_code: '000000',
    });
    expect(wrong.status).toBe(401);
    const dupEmail = await c.post('/api/clinic/verify_signup_otp', {
      ...signup,
      email: 'owner@shifaclinic.pk',
      phone_number: '03219998877',
      otp_code: await codeFor('03219998877'),
    });
    expect(dupEmail.status).toBe(409);
    expect(dupEmail.body.message).toBe('An account with this e-mail already exists');
    const dupPhone = await c.post('/api/clinic/verify_signup_otp', {
      ...signup,
      email: 'new@example.pk',
      phone_number: '03005556677',
      otp_code: await codeFor('03005556677'),
    });
    expect(dupPhone.status).toBe(409);
  });

  it('when the code was sent for patient login, then it does not register anything (401)', async () => {
    const c = client();
    await c.post('/api/auth/send-verification-code', { phone_number: '03217776655' });
    const res = await c.post('/api/clinic/verify_signup_otp', {
      ...signup,
      email: 'x@example.pk',
      phone_number: '03217776655',
      otp_code: server.ctx.otp.last('03217776655')!.code,
    });
    expect(res.status).toBe(401);
  });
});

describe('forgot password', () => {
  it('when the owner resets the password with the SMS code, then the new password works, the old one and the token do not', async () => {
    const c = client();
    const start = await c.post('/api/clinic/clinic_forget_password', { email: 'admin@rehmathospital.pk' });
    expect(start.status).toBe(200);
    expect(start.body.data).toEqual({ expires_in_seconds: 300 });
    const code = server.ctx.otp.last('03335556677')!.code;
    const verified = await c.post('/api/clinic/clinic_forget_otp_verify', {
      email: 'admin@rehmathospital.pk',
      otp_code: code,
    });
    expect(verified.status).toBe(200);
    const { reset_token, expires_in_seconds } = verified.body.data;
    expect(expires_in_seconds).toBe(600);
    const reset = await c.put('/api/clinic/clinic_reset_password', { reset_token, password: 'NewHospital@1' });
    expect(reset.status).toBe(200);
    expect((await c.put('/api/clinic/clinic_reset_password', { reset_token, password: 'Again@12345' })).status).toBe(
      401,
    );
    expect(
      (
        await c.post('/api/clinic/check_clinic_branches', {
          email: 'admin@rehmathospital.pk',
          password: 'Hospital@123',
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await c.post('/api/clinic/check_clinic_branches', {
          email: 'admin@rehmathospital.pk',
          password: 'NewHospital@1',
        })
      ).status,
    ).toBe(200);
  });

  it('when the e-mail is unknown, then the same 200 as for a registered one; when the code is wrong, then 401', async () => {
    const c = client();
    const unknown = await c.post('/api/clinic/clinic_forget_password', { email: 'nobody@example.pk' });
    const known = await c.post('/api/clinic/clinic_forget_password', { email: 'owner@shifaclinic.pk' });
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    expect(
      (await c.post('/api/clinic/clinic_forget_otp_verify', { email: 'owner@shifaclinic.pk', otp_code: '000000' }))
        .status,
    ).toBe(401);
  });
});
