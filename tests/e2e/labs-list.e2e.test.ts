import { waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { expect, PHONE, test } from './fixtures/test';
import { urdu } from './fixtures/urdu';

// Issue 24, points 11 and 12: /labs lists the labs (server-rendered, in English and Urdu); on a
// phone a lab's chosen tests and total stay in view in a sticky bar with 44 px remove controls, and
// the booking form opens on a daytime time, never 12:00 AM.
test('when a patient on a phone opens /labs, picks a lab and ticks tests, then the total stays in view and the form opens on a daytime slot', async ({
  open,
  baseUrl,
  expectAccessible,
}) => {
  // Server-rendered: the labs are in the HTML before any script runs.
  const html = await (await fetch(new URL(paths.labs, baseUrl))).text();
  expect(html).toContain('Chughtai Diagnostics');

  const page = await open(paths.labs, { viewport: PHONE });
  await waitForInteractive(page);
  const main = page.getByRole('main');
  expect(await main.getByRole('heading', { level: 1 }).innerText()).toBe('Medical test labs');
  const cards = main.getByRole('article');
  expect(await cards.count()).toBeGreaterThanOrEqual(6);
  expect(await cards.first().innerText()).toMatch(/Tests from Rs\. [\d,]+/);
  await expectAccessible(page);

  const name = (await cards.first().getByRole('heading').innerText()).trim();
  await cards
    .first()
    .getByRole('link', { name: `View tests and book at ${name}` })
    .click();
  await page.waitForURL((url) => /^\/labs\/\d+$/.test(url.pathname));
  await expect.poll(() => main.getByRole('heading', { level: 1 }).innerText()).toBe(name);

  const tests = main.getByRole('checkbox');
  await tests.first().waitFor();
  await tests.nth(0).check();
  await tests.nth(1).check();
  const bar = main.getByRole('region', { name: 'Your tests and total' });
  const toggle = bar.getByRole('button', { name: /^2 tests · Total Rs\. [\d,]+$/ });
  await toggle.waitFor();
  expect((await toggle.innerText()).trim()).toBe(`2 tests · Total ${await main.getByTestId('cart-total').innerText()}`);
  const box = (await bar.boundingBox())!;
  expect(Math.round(box.y + box.height)).toBe(PHONE.height);
  await expectAccessible(page);

  await toggle.click();
  const remove = bar.getByRole('button', { name: /^Remove / }).first();
  const size = (await remove.boundingBox())!;
  expect(size.width).toBeGreaterThanOrEqual(44);
  expect(size.height).toBeGreaterThanOrEqual(44);
  await expectAccessible(page);
  await remove.click();
  await bar.getByRole('button', { name: /^1 test · Total/ }).waitFor();

  await bar.getByRole('button', { name: 'Continue' }).click();
  // The times come from the server's clock (Pakistan time); the form starts on a daytime one.
  const time = main.getByRole('combobox', { name: /^Time \(Pakistan time\)/ });
  await time.waitFor();
  await expect.poll(() => time.inputValue()).not.toBe('');
  const hour = Number((await time.inputValue()).slice(0, 2));
  expect(hour).toBeGreaterThanOrEqual(9);
  expect(hour).toBeLessThan(18);
  // The full cart and its form are in view now, so the bar steps aside.
  await expect.poll(() => bar.count()).toBe(0);
  await expectAccessible(page);

  await page.goto(new URL(urdu(paths.labs), baseUrl).href);
  await waitForInteractive(page);
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  expect(await main.getByRole('heading', { level: 1 }).innerText()).toBe('میڈیکل ٹیسٹ لیبز');
  expect(await main.getByRole('article').first().innerText()).toContain('ٹیسٹ دیکھیں اور بک کریں');
  await expectAccessible(page);
});
