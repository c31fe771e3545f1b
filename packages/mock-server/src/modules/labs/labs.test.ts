import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInPatient, startTestServer, TestClient, type TestServer } from '../../test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
const client = () => new TestClient(server.url);
const booking = {
  lab_id: 1,
  lab_branch_id: 101,
  test_ids: [1001, 1005],
  patient_name: 'Fatima Noor',
  phone_number: '03001234567',
  preferred_date: '2026-12-01',
  preferred_time: '09:30:00',
  home_sampling: false,
};

describe('labs', () => {
  it('when labs are listed, then at least 6 with names at data.data.medical_test_labs_all', async () => {
    const res = await client().get('/api/medical-test-labs/get');
    const labs = res.body.data.data.medical_test_labs_all;
    expect(labs.length).toBeGreaterThanOrEqual(6);
    expect(labs[0]).toMatchObject({
      id: 1,
      lab_name: 'Chughtai Diagnostics',
      city: 'Lahore',
      branch_count: 4,
      home_sampling: true,
      has_logo: true,
    });
    expect(labs.some((lab: { has_logo: boolean }) => !lab.has_logo)).toBe(true);
  });

  it("when labs are listed, then each says how many tests, the lowest payable price and the fastest report, from its branches' tests", async () => {
    const res = await client().get('/api/medical-test-labs/get');
    const lab = res.body.data.data.medical_test_labs_all[0];
    const branches = (await client().get('/api/medical-test-labs/branches/get?lab_id=1')).body.data.branches;
    const tests = new Map<number, { price: number; discount_price?: number; report_time_hours: number }>();
    for (const branch of branches) {
      const cats = (await client().get(`/api/medical-test-labs/categories?lab_branch_id=${branch.id}`)).body.data
        .categories;
      for (const cat of cats) for (const test of cat.tests) tests.set(test.id, test);
    }
    const all = [...tests.values()];
    const payable = all.map((t) =>
      t.discount_price !== undefined && t.discount_price < t.price ? t.discount_price : t.price,
    );
    expect(lab.test_count).toBe(all.length);
    expect(lab.price_from).toBe(Math.min(...payable));
    expect(lab.fastest_report_hours).toBe(Math.min(...all.map((t) => t.report_time_hours)));
  });

  it("when a lab's branches are asked for, then addresses, coordinates and opening hours", async () => {
    const res = await client().get('/api/medical-test-labs/branches/get?lab_id=1');
    expect(res.body.data.branches[0]).toMatchObject({
      id: 101,
      lab_id: 1,
      branch_name: 'Jail Road',
      city: 'Lahore',
      latitude: 31.5399,
      longitude: 74.3359,
    });
  });

  it('when lab info is asked for, then the profile with branch_count', async () => {
    const res = await client().get('/api/medical-test-labs/info/get?lab_id=5');
    expect(res.body.data.lab).toMatchObject({
      lab_name: 'Aga Khan University Hospital Clinical Lab',
      city: 'Karachi',
      branch_count: 3,
    });
  });

  it('when categories of a branch are asked for, then tests with PKR prices up to 99999', async () => {
    const res = await client().get('/api/medical-test-labs/categories?lab_branch_id=101');
    const cats = res.body.data.categories;
    expect(cats[0]).toMatchObject({ id: 10, name: 'Haematology' });
    expect(cats[0].tests[0]).toEqual({
      id: 1001,
      name: 'Complete Blood Count (CBC)',
      price: 950,
      report_time_hours: 6,
      sample_type: 'Blood',
    });
  });

  it('when an unknown lab or branch is asked for, then 404; when the id is not a number, then 400', async () => {
    expect((await client().get('/api/medical-test-labs/branches/get?lab_id=999')).status).toBe(404);
    expect((await client().get('/api/medical-test-labs/info/get?lab_id=999')).status).toBe(404);
    expect((await client().get('/api/medical-test-labs/categories?lab_branch_id=5')).status).toBe(404);
    const bad = await client().get('/api/medical-test-labs/info/get?lab_id=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('lab_id');
  });
});

describe('lab booking', () => {
  it('when tests are booked with the code sent to the number, then 201 with the total of their prices and status PENDING', async () => {
    const c = client();
    expect(
      (await c.post('/api/auth/send-verification-code', { phone_number: '03001234567', purpose: 'lab_booking' }))
        .status,
    ).toBe(200);
    const otp_code = server.ctx.otp.last('03001234567')!.code;
    const res = await c.post('/api/medical-test-labs/citi/booking', { ...booking, otp_code });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: 'Booking confirmed',
      data: {
        booking_id: 'LB-000001',
        total_amount: 950 + 250,
        status: 1,
        preferred_date: '2026-12-01',
        preferred_time: '09:30:00',
      },
    });
    expect(server.store.data.submissions.booking.at(-1)).toMatchObject({ patient_id: null, total_amount: 1200 });
    // The code is spent and never stored.
    expect(server.store.data.submissions.booking.at(-1)).not.toHaveProperty('otp_code');
    expect((await c.post('/api/medical-test-labs/citi/booking', { ...booking, otp_code })).status).toBe(401);
  });

  it('when a signed-in patient books, then the booking is linked to them', async () => {
    const c = client();
    await signInPatient(server, c, '03124567890');
    expect((await c.post('/api/medical-test-labs/citi/booking', booking)).status).toBe(201);
    expect(server.store.data.submissions.booking.at(-1)?.patient_id).toBe(1002);
  });

  it('when the branch belongs to another lab, then 400; an unknown test, then 404', async () => {
    const other = await client().post('/api/medical-test-labs/citi/booking', { ...booking, lab_branch_id: 105 });
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/not a branch of Chughtai Diagnostics/);
    expect(
      (await client().post('/api/medical-test-labs/citi/booking', { ...booking, test_ids: [999999] })).status,
    ).toBe(404);
  });

  it('when a test of another lab is booked, then 400', async () => {
    const excelTest = server.store.data.lab_categories.find((c) => c.lab_id === 2)!.tests[0].id;
    const res = await client().post('/api/medical-test-labs/citi/booking', { ...booking, test_ids: [1001, excelTest] });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/not offered/);
  });

  it('when home sampling has no address, then 400', async () => {
    const res = await client().post('/api/medical-test-labs/citi/booking', { ...booking, home_sampling: true });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/address/);
  });
});
