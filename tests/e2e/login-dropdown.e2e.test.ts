import { home, waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { expect, test } from './fixtures/test';

const entries = [
  ['Patient', paths.login.patient],
  ['Doctor', paths.login.doctor],
  ['Clinic', paths.login.clinic],
  ['Hospital', paths.login.hospital],
  ['Pharmacy', paths.login.pharmacy],
  ['Clinic Staff', paths.login.staff],
];

test('when a visitor opens the Login dropdown, then it lists the six sign-in pages and each entry leads to its page', async ({
  open,
}) => {
  const page = await open(paths.home);
  await waitForInteractive(page);
  await home.loginButton(page).click();
  const menu = page.getByRole('menu');
  const items = menu.getByRole('menuitem');
  await expect.poll(() => items.count()).toBe(6);
  const seen = [];
  for (let i = 0; i < 6; i += 1) {
    seen.push([(await items.nth(i).innerText()).trim(), await items.nth(i).getAttribute('href')]);
  }
  expect(seen).toEqual(entries);

  // Following an entry is client-side navigation to the sign-in page.
  await items.nth(0).click();
  await page.waitForURL((url) => url.pathname === paths.login.patient);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
});
