import { addDays, nextAvailableDate, pakistanDate, type components } from '@ehp/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../../packages/mock-server/src/test/server.ts';
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
    // Tomorrow onwards, so the branch's opening time is never already past today.
    const tomorrow = addDays(pakistanDate(Date.now()), 1);
    for (const lab of labs as { id: number }[]) {
      const branch = await firstBranch(client, lab.id);
      const cart = cartOf(await testsAt(client, branch.id));
      const res = await client.post('/api/medical-test-labs/citi/booking', {
        lab_id: lab.id,
        lab_branch_id: branch.id,
        test_ids: cart.map((t) => t.id),
        patient_name: 'Fatima Noor',
        phone_number: '03124567890',
        preferred_date: nextAvailableDate(branch.open_days, tomorrow),
        preferred_time: branch.opening_time,
        home_sampling: false,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const listed = cart.reduce((sum, t) => sum + t.price, 0);
      expect(cartTotal(cart), `lab ${lab.id}: a discount was applied`).toBeLessThan(listed);
      expect(res.body.data.total_amount, `lab ${lab.id}`).toBe(cartTotal(cart));
    }
  });
});
