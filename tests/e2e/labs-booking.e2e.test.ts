import { home, waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { uniquePhone } from './fixtures/sessions';
import { expect, test } from './fixtures/test';

const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

test('when a visitor picks a lab from the Labs dropdown, then its page opens and a booking goes through', async ({
  open,
  qa,
  expectAccessible,
}) => {
  const page = await open(paths.home);
  await waitForInteractive(page);
  await home.labsButton(page).click();
  const labs = home.labLinks(page);
  await expect.poll(() => labs.count()).toBeGreaterThan(0);
  const labName = (await labs.first().innerText()).trim();
  const href = await labs.first().getAttribute('href');
  expect(href).toMatch(/^\/labs\/[^/]+$/);
  await labs.first().click();
  await page.waitForURL((url) => url.pathname === href);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toContain(labName);

  // Choose a test of the (pre-selected) branch and book it for tomorrow.
  const main = page.getByRole('main');
  const firstTest = main.getByRole('checkbox').first();
  await firstTest.waitFor();
  await firstTest.check();
  await main.getByRole('button', { name: /^Continue to book 1 test/ }).click();
  const phone = uniquePhone();
  await main.getByLabel('Patient name').fill('Fatima Noor');
  await main.getByLabel('Mobile number').fill(phone);
  await main.getByLabel('Preferred date').fill(tomorrow());
  const time = main.getByRole('combobox', { name: /^Preferred time/ });
  if (!(await time.inputValue())) {
    // A native <select>: its first choice is the empty placeholder, so pick the first real time.
    const firstTime = time.locator('option:not([value=""]):not([disabled])').first();
    await firstTime.waitFor({ state: 'attached' });
    await time.selectOption((await firstTime.getAttribute('value'))!);
  }
  await expectAccessible(page);
  await main.getByRole('button', { name: 'Confirm booking' }).click();

  const confirmation = main.getByRole('status').filter({ hasText: 'Booking confirmed' });
  await confirmation.waitFor({ timeout: 15_000 });
  expect(await confirmation.innerText()).toMatch(/Booking ID\s+\S+/);
  expect(JSON.stringify(await qa.submissions('booking'))).toContain(phone);
});
