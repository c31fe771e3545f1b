import type { Locator, Page } from 'playwright-core';
import { waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { expect, PHONE, test } from './fixtures/test';
import { urdu } from './fixtures/urdu';

const MIN_TARGET_PX = 44;

/** The visible links and buttons inside `scope` smaller than 44 × 44 px, by name and size. */
async function smallTargets(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((roots, min) => {
    const small: string[] = [];
    for (const root of roots) {
      for (const el of Array.from(root.querySelectorAll<HTMLElement>('a[href], button'))) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
        if (box.width < min || box.height < min) {
          const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
          small.push(`${name} (${Math.round(box.width)}×${Math.round(box.height)})`);
        }
      }
    }
    return small;
  }, MIN_TARGET_PX);
}

async function expectTargets(page: Page, where: string, scope: Locator) {
  expect(await smallTargets(scope), `${where}: targets under ${MIN_TARGET_PX} px`).toEqual([]);
}

test('when a phone (375 px) shows home and a sign-in page, in English and Urdu, then every header, drawer, footer and sign-in-as target is at least 44 px', async ({
  open,
  expectAccessible,
}) => {
  const page = await open(paths.home, { viewport: PHONE });
  for (const path of [paths.home, urdu(paths.home)]) {
    await page.goto(path);
    await waitForInteractive(page);
    await expectTargets(page, `${path} header`, page.locator('header'));
    await expectTargets(page, `${path} footer`, page.locator('footer'));
    await page
      .locator('header')
      .getByRole('button', { name: /navigation menu|نیویگیشن مینو/ })
      .click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('navigation').waitFor();
    await expectTargets(page, `${path} drawer`, drawer);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
  }

  for (const path of [paths.login.patient, urdu(paths.login.doctor)]) {
    await page.goto(path);
    await waitForInteractive(page);
    const others = page.getByRole('main').getByRole('navigation');
    await others.first().waitFor();
    expect(await others.getByRole('link').count()).toBeGreaterThanOrEqual(5);
    await expectTargets(page, `${path} sign in as`, others);
    await expectAccessible(page);
  }
});
