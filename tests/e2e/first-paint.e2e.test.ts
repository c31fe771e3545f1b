import type { Route } from 'playwright-core';
import { describe } from 'vitest';
import { cumulativeLayoutShift } from './fixtures/home';
import { expect, PHONE, test } from './fixtures/test';

// What a phone paints from the HTML alone, before the page's stylesheets and scripts (which the
// loader fetches after the first paint) arrive: the inlined CSS must carry everything on the first
// screen. Held back here until the test lets them go, as a slow 3G connection would.

const BRAND_7 = 'rgb(10, 120, 112)';
const NAVY_9 = 'rgb(10, 37, 71)';

describe('the first paint of the prerendered home page', () => {
  test.for(['/', '/ur'])(
    'when %s paints before its stylesheets come, then the hero and its buttons are styled, and the rest of the page is once they do, without a jump',
    async (path, { browser, baseUrl }) => {
      const context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE });
      const held: Route[] = [];
      let holding = true;
      await context.route(/\/assets\/[^/]+\.(css|js)$/, (route) => (holding ? held.push(route) : route.continue()));
      const page = await context.newPage();
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect.poll(() => held.length).toBeGreaterThan(0);

      // Theme colours are on :root (a first paint without them drew the filled buttons white on white).
      const signUp = page.getByTestId('hero-signup');
      expect(await signUp.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(BRAND_7);
      expect(await page.locator('#hero-title').evaluate((el) => getComputedStyle(el).borderRadius)).not.toBe('0px');
      // Below the fold (the footer, past the first screen) waits for the stylesheets.
      const footer = page.locator('footer');
      expect(await footer.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(NAVY_9);

      // On a loaded machine the Urdu font can swap in after the first paint, and this machine has no
      // local Naskh to stand in for it (Android phones do: the fallback face names it). That swap is
      // not the stylesheets': let it happen, then count only what their arrival moves.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const beforeStylesheets = await cumulativeLayoutShift(page);
      holding = false;
      await Promise.all(held.map((route) => route.continue()));
      await expect.poll(() => footer.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(NAVY_9);
      expect((await cumulativeLayoutShift(page)) - beforeStylesheets).toBeLessThan(0.01);
      await context.close();
    },
  );
});
