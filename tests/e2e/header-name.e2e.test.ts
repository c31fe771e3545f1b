import type { Page } from 'playwright-core';
import { waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { uniquePhone } from './fixtures/sessions';
import { signInPatientInPage } from './fixtures/sign-in';
import { DESKTOP, expect, PHONE, test } from './fixtures/test';
import { urdu } from './fixtures/urdu';

// Issue 37: the SPEC cuts the header's user name to 12 characters plus an ellipsis, at every width.
const NAME = 'muhammad abdullah khan';
const CUT = 'muhammad abd…';

/** The text of `selector` as a sighted visitor reads it (hidden copies for screen readers left out). */
const visibleText = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((root) => {
      const texts: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || element.closest('.visually-hidden')) continue;
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.height > 0) texts.push(node.textContent ?? '');
      }
      return texts.join(' ');
    });

test('when a patient with a 22-character name is signed in then the header shows its first 12 characters and an ellipsis at 1280 and 375 px, in English and Urdu', async ({
  open,
  qa,
  expectAccessible,
}) => {
  const page = await open(paths.about, { viewport: DESKTOP });
  await signInPatientInPage(page, qa, uniquePhone(), NAME);

  for (const path of [paths.about, urdu(paths.about)]) {
    await page.setViewportSize(DESKTOP);
    await page.goto(path);
    await waitForInteractive(page);
    const header = page.locator('header').first();
    const name = header.getByRole('button', { name: NAME, exact: true });
    await expect.poll(() => name.isVisible(), { message: `${path}: the name button` }).toBe(true);
    await expect.poll(() => visibleText(page, 'header')).toContain(CUT);
    expect(await visibleText(page, 'header'), `${path} at 1280: the whole name`).not.toContain(NAME);
    expect(await header.getByText(CUT, { exact: true }).getAttribute('title')).toBe(NAME);
    // The avatar link names the whole person.
    expect(await header.getByRole('link', { name: new RegExp(NAME) }).count()).toBe(1);
    await expectAccessible(page);

    // A phone: the row shows the logo and the burger; the drawer names the patient the same way.
    await page.setViewportSize(PHONE);
    await header.getByRole('button', { name: /navigation menu|مینو/i }).click();
    const drawer = page.locator('#mobile-navigation');
    await expect.poll(() => drawer.getByText(CUT, { exact: true }).isVisible()).toBe(true);
    const drawerText = await visibleText(page, '#mobile-navigation');
    expect(drawerText, `${path} at 375: the whole name`).not.toContain(NAME);
    expect(await drawer.getByText(NAME, { exact: true }).count(), 'the whole name for screen readers').toBe(1);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
  }
});
