import { home, waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { uniquePhone } from './fixtures/sessions';
import { expect, test } from './fixtures/test';

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

  // Choose a test of the (pre-selected) branch and book it at the first time the server offers.
  const main = page.getByRole('main');
  const firstTest = main.getByRole('checkbox').first();
  await firstTest.waitFor();
  await firstTest.check();
  await main.getByRole('button', { name: /^Continue to book 1 test/ }).click();
  const phone = uniquePhone();
  await main.getByLabel('Patient name').fill('Fatima Noor');
  await main.getByLabel('Mobile number').fill(phone);
  const time = main.getByRole('combobox', { name: /^Time \(Pakistan time\)/ });
  await time.waitFor();
  await expect.poll(() => time.inputValue()).not.toBe('');
  await expectAccessible(page);
  // The number is confirmed with a code (this signs the visitor in, as the doctor booking does).
  await main.getByRole('button', { name: 'Send code' }).click();
  const code = main.getByLabel('6-digit code');
  await code.waitFor();
  await code.fill(await qa.otp(phone));
  await main.getByRole('button', { name: 'Verify and confirm booking' }).click();

  const confirmation = main.getByRole('status').filter({ hasText: 'Booking confirmed' });
  await confirmation.waitFor({ timeout: 15_000 });
  expect(await confirmation.innerText()).toMatch(/Booking ID\s+\S+/);
  expect(JSON.stringify(await qa.submissions('booking'))).toContain(phone);
});
