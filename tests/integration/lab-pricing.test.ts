import type { components } from '@ehp/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qaRequest, startTestServer, TestClient, type TestServer } from '../../packages/mock-server/src/test/server.ts';
import { cartTotal } from '../../packages/web/src/features/labs/lib/cart.ts';

// The portal's cart and the mock's booking each total a lab order. They once disagreed on a
// discount that is not lower than the price; this books the same seeded, discounted tests at every
// lab through the real mock and checks the charged total against the cart's.

type LabTest = components['schemas']['LabTest'];
type Branch = components['schemas']['LabBranch'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function firstBranch(client: TestClient, labId: number): Promise<Branch> {
  const res = await client.get(`/api/medical-test-labs/branches/get?lab_id=${labId}`);
  return res.body.data.branches[0];
}

async function testsAt(client: TestClient, branchId: number): Promise<LabTest[]> {
  const res = await client.get(`/api/medical-test-labs/categories?lab_branch_id=${branchId}`);
  return res.body.data.categories.flatMap((c: { tests: LabTest[] }) => c.tests);
}

/** The first time the branch takes bookings, as listLabTimes offers it. */
async function firstTime(client: TestClient, branchId: number): Promise<{ date: string; time: string }> {
  const res = await client.get(`/api/medical-test-labs/times?lab_branch_id=${branchId}`);
  const day = (res.body.data.days as { date: string; times: string[] }[])[0];
  return { date: day.date, time: day.times[0] };
}

/** A lab_booking code sent to the phone, read back through the mock's QA API. */
async function labCode(client: TestClient, phone: string): Promise<string> {
  const sent = await client.post('/api/auth/send-verification-code', { phone_number: phone, purpose: 'lab_booking' });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const otp = await qaRequest(server.url).get(`/__qa/otp?phone=${phone}`);
  expect(otp.body.purpose).toBe('lab_booking');
  return otp.body.code as string;
}

/** Every discounted test plus one without a discount: the cases the two sides could price apart. */
const cartOf = (tests: LabTest[]) => [
  tests.find((t) => t.discount_price === undefined)!,
  ...tests.filter((t) => t.discount_price !== undefined),
];

describe('lab pricing: the portal cart and the mock booking agree', () => {
  it('when the seed is read, then some discounts are lower than the price and one is not', async () => {
    const tests = await testsAt(new TestClient(server.url), 101);
    const discounted = tests.filter((t) => t.discount_price !== undefined);
    expect(discounted.some((t) => t.discount_price! < t.price)).toBe(true);
    expect(discounted.some((t) => t.discount_price! >= t.price)).toBe(true);
  });

  it('when a cart of discounted tests is booked at each lab, then the mock charges the cart total', async () => {
    const client = new TestClient(server.url);
    const labs = (await client.get('/api/medical-test-labs/get')).body.data.data.medical_test_labs_all;
    for (const lab of labs as { id: number }[]) {
      const branch = await firstBranch(client, lab.id);
      const cart = cartOf(await testsAt(client, branch.id));
      const slot = await firstTime(client, branch.id);
      const phone = '03124567890';
      const res = await client.post('/api/medical-test-labs/citi/booking', {
        lab_id: lab.id,
        lab_branch_id: branch.id,
        test_ids: cart.map((t) => t.id),
        patient_name: 'Fatima Noor',
        phone_number: phone,
        otp_code: await labCode(client, phone),
        preferred_date: slot.date,
        preferred_time: slot.time,
        home_sampling: false,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const listed = cart.reduce((sum, t) => sum + t.price, 0);
      expect(cartTotal(cart), `lab ${lab.id}: a discount was applied`).toBeLessThan(listed);
      expect(res.body.data.total_amount, `lab ${lab.id}`).toBe(cartTotal(cart));
    }
  });
});
