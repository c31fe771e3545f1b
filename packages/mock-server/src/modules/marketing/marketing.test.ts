import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../../test/server.ts';
import { isDuplicateDemo } from './rules.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
const client = () => new TestClient(server.url);

describe('demo requests', () => {
  const demo = { name: 'Bilal Ahmed', phone_number: '03001234567', email: 'bilal@citycare.pk', demo_for: 0 };

  it('when a demo is requested, then 201 Request Received! and it is stored', async () => {
    const res = await client().post('/api/demo_request/add', demo);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: 'Request Received!',
      data: { id: expect.any(Number) },
    });
    expect(server.store.data.submissions.demo.at(-1)).toMatchObject(demo);
  });

  it('when the same phone asks again for the same product, then 409 Demo request already exist!', async () => {
    const res = await client().post('/api/demo_request/add', { ...demo, email: 'other@citycare.pk' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Demo request already exist!', code: 'duplicate_demo_request' });
  });

  it('when the same e-mail (any case) asks again for the same product, then 409', async () => {
    const res = await client().post('/api/demo_request/add', {
      ...demo,
      phone_number: '03009999999',
      email: 'BILAL@citycare.pk',
    });
    expect(res.status).toBe(409);
  });

  it('when the same person asks for another product, then 201', async () => {
    expect((await client().post('/api/demo_request/add', { ...demo, demo_for: 1 })).status).toBe(201);
  });

  it('when a field is missing or extra, then 400 names it', async () => {
    const missing = await client().post('/api/demo_request/add', {
      name: 'A',
      phone_number: '03001234567',
      demo_for: 0,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('email');
    const extra = await client().post('/api/demo_request/add', { ...demo, demo_for: 2, admin: true });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toContain('admin');
  });

  it('when duplicates are checked, then 3001234567 and 03001234567 are the same number', () => {
    const existing = [{ id: 1, created_at: '', ...demo }];
    expect(isDuplicateDemo(existing, { ...demo, phone_number: '3001234567', email: 'z@z.pk' })).toBe(true);
    expect(isDuplicateDemo(existing, { ...demo, phone_number: '03110000000', email: 'z@z.pk' })).toBe(false);
  });
});

describe('helpline and contact us', () => {
  it('when a callback is requested, then 201 and it is stored', async () => {
    const res = await client().post('/api/admin/call-helpline/add', { data: {}, phone_number: '03001234567' });
    expect(res.status).toBe(201);
    expect(server.store.data.submissions.helpline.at(-1)).toMatchObject({ phone_number: '03001234567' });
  });

  it('when the helpline data object is not empty, then 400', async () => {
    expect(
      (await client().post('/api/admin/call-helpline/add', { data: { x: 1 }, phone_number: '03001234567' })).status,
    ).toBe(400);
  });

  it('when a contact message is sent, then 201 and it is stored', async () => {
    const msg = {
      name: 'Ayesha Khan',
      email: 'ayesha.khan@example.pk',
      phone_number: '03451234567',
      subject: 'Pricing for three branches',
      message: 'We run three clinics in Faisalabad.',
    };
    const res = await client().post('/api/contact-us/add', msg);
    expect(res.status).toBe(201);
    expect(server.store.data.submissions.contact.at(-1)).toMatchObject(msg);
  });
});

describe('packages', () => {
  it('when pharmacy packages are listed, then clinic 2000, hospital 5500, pharmacy 2000, discount 500, monthly', async () => {
    const res = await client().get('/api/pharmacy_subscription_package/get_pharmacy_subscription_package');
    expect(res.status).toBe(200);
    const packages = res.body.data.packages as Array<Record<string, unknown>>;
    expect(packages.map((p) => [p.facility_type, p.package_amount, p.package_discount, p.package_duration])).toEqual([
      [0, 2000, 500, 'monthly'],
      [1, 5500, 500, 'monthly'],
      [2, 2000, 500, 'monthly'],
    ]);
    expect(JSON.stringify(packages[0].all_sub)).toContain('Premium: 5 doctors, 10 staff, 5 attachments');
    expect(JSON.stringify(packages[2].all_sub)).toContain('Supplier management');
  });

  it('when the basic package is asked for, then the clinic entry plan', async () => {
    const res = await client().get('/api/admin/subscription/basic_pkg');
    expect(res.body.data.package).toMatchObject({ package_name: 'Clinic', package_amount: 2000, plan_tier: 0 });
  });
});
