import { describe, inject } from 'vitest';
import { waitForInteractive } from './fixtures/home';
import { specRoutes } from './fixtures/routes';
import { expect, test } from './fixtures/test';

// Ids that exist in the seeded mock.
async function seededIds() {
  const labs = await fetch(`${inject('mockUrl')}/api/medical-test-labs/get`).then((r) => r.json());
  const labId = labs.data.data.medical_test_labs_all[0].id;
  return { labId, checkoutId: 1 };
}

const routes = specRoutes(await seededIds());

describe('every route of SPEC section 2 by deep link', () => {
  test.for(routes)(
    'when a visitor opens $path directly, then it renders with no console error and no serious axe violation',
    async ({ path }, { open, expectAccessible }) => {
      const page = await open(path);
      await waitForInteractive(page);
      await expect.poll(() => page.locator('h1').count()).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
    },
  );
});
