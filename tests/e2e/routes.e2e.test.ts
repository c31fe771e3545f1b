import { describe, inject } from 'vitest';
import { waitForInteractive } from './fixtures/home';
import { specRoutes } from './fixtures/routes';
import { expect, PHONE, test } from './fixtures/test';

// Ids that exist in the seeded mock.
async function seededIds() {
  const labs = await fetch(`${inject('mockUrl')}/api/medical-test-labs/get`).then((r) => r.json());
  const labId = labs.data.data.medical_test_labs_all[0].id;
  return { labId, checkoutId: 1 };
}

const routes = specRoutes(await seededIds());

describe('every route of SPEC section 2 by deep link', () => {
  test.for(routes)(
    'when a visitor opens $path directly, then it renders with no console error and no serious axe violation, also at phone width',
    async ({ path }, { open, expectAccessible }) => {
      const page = await open(path);
      await waitForInteractive(page);
      await expect.poll(() => page.locator('h1').count()).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
      // The phone layout's own code (drawer, sticky bars, media queries) runs too: the fixture fails
      // the test on any console error it logs.
      await page.setViewportSize(PHONE);
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(PHONE.width);
      await page.locator('h1').first().waitFor();
    },
  );
});
