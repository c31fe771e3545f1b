import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOwner, startTestServer, TestClient, type TestServer } from '../../test/server.ts';

// Issue 25, point 11: the dashboard names the branch and an owner with several switches between them.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const client = () => new TestClient(server.url);

const GULBERG = {
  branch_id: 11,
  branch_name: 'Shifa Family Clinic - Gulberg',
  branch_code: 'SFC-GLB',
  city: 'Lahore',
  address: '12-B Main Boulevard, Gulberg III',
};
const DHA = {
  branch_id: 12,
  branch_name: 'Shifa Family Clinic - DHA',
  branch_code: 'SFC-DHA',
  city: 'Lahore',
  address: '88-Z Commercial Area, DHA Phase 3',
};

describe('GET /api/clinic/branches', () => {
  it('when an owner of two branches asks, then both come with addresses, by name, and the signed-in one is current', async () => {
    const owner = client();
    await signInOwner(owner, 'owner@shifaclinic.pk', 'Clinic@123', 11);
    const res = await owner.get('/api/clinic/branches');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ current_branch_id: 11, branches: [DHA, GULBERG] });
  });

  it('when another owner asks, then only their own facility’s branches come back', async () => {
    const hospital = client();
    await signInOwner(hospital, 'admin@rehmathospital.pk', 'Hospital@123', 15, 1);
    const res = await hospital.get('/api/clinic/branches');
    expect(res.body.data.current_branch_id).toBe(15);
    expect(res.body.data.branches.map((b: { branch_id: number }) => b.branch_id).sort()).toEqual([14, 15]);
  });

  it('when staff ask, then they see their own branch only', async () => {
    const staff = client();
    await staff.post('/api/staff/staff_login', { username: 'reception.gulberg', password: 'Staff@123' });
    const res = await staff.get('/api/clinic/branches');
    expect(res.body.data).toEqual({ current_branch_id: 11, branches: [GULBERG] });
  });

  it('when nobody is signed in, then 401; when a patient asks, then 403', async () => {
    expect((await client().get('/api/clinic/branches')).status).toBe(401);
    const patient = client();
    await patient.post('/api/auth/send-verification-code', { phone_number: '03001234567' });
    const code = server.ctx.otp.last('03001234567')!.code;
    await patient.post('/api/auth/verify-otp-code-patient', { phone_number: '03001234567', otp_code: code });
    expect((await patient.get('/api/clinic/branches')).status).toBe(403);
  });
});

describe('POST /api/clinic/switch_branch', () => {
  it('when the owner picks their other branch, then the session follows: the answer and later reads carry it', async () => {
    const owner = client();
    await signInOwner(owner, 'owner@shifaclinic.pk', 'Clinic@123', 11);
    const res = await owner.post('/api/clinic/switch_branch', { branch_id: 12 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ role: 'clinic_owner', clinic_id: '7', branch_id: 12, verified: true });
    expect((await owner.get('/api/clinic/branches')).body.data.current_branch_id).toBe(12);
  });

  it('when the branch belongs to another owner, then 404 and the session stays on its branch', async () => {
    const owner = client();
    await signInOwner(owner, 'owner@shifaclinic.pk', 'Clinic@123', 11);
    const res = await owner.post('/api/clinic/switch_branch', { branch_id: 14 });
    expect([res.status, res.body.code]).toEqual([404, 'not_found']);
    expect(res.body.message).toBe('branch_id 14 is not one of your branches');
    // A branch that does not exist answers the same: nothing is learnt about other owners.
    const none = await owner.post('/api/clinic/switch_branch', { branch_id: 999 });
    expect([none.status, none.body.message]).toEqual([404, 'branch_id 999 is not one of your branches']);
    expect((await owner.get('/api/clinic/branches')).body.data.current_branch_id).toBe(11);
  });

  it('when staff try to switch, then 403; signed out, 401; a bad id, 400', async () => {
    const staff = client();
    await staff.post('/api/staff/staff_login', { username: 'reception.gulberg', password: 'Staff@123' });
    expect((await staff.post('/api/clinic/switch_branch', { branch_id: 12 })).status).toBe(403);
    expect((await client().post('/api/clinic/switch_branch', { branch_id: 12 })).status).toBe(401);
    const owner = client();
    await signInOwner(owner);
    expect((await owner.post('/api/clinic/switch_branch', { branch_id: 'twelve' })).status).toBe(400);
    expect((await owner.post('/api/clinic/switch_branch', { branch_id: 12, clinic_id: '8' })).status).toBe(400);
  });
});
