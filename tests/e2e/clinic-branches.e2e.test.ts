import type { Locator, Page } from 'playwright-core';
import { waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { AUTH_TOKEN_KEY } from './fixtures/sessions';
import { expect, PHONE, test } from './fixtures/test';

// Issue 25, points 11 and 12: the clinic dashboard names the branch (not "BRANCH #12 · Account 7")
// and an owner of several branches switches between them; forms show every error at once with
// focus on the first, refuse "rabia@clinic", and keep placeholders grey in the error state.

const OWNER = { email: 'owner@shifaclinic.pk', password: 'Clinic@123' };

const isFocused = (field: Locator) => field.evaluate((el) => el === document.activeElement);
const storedBranch = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').branch_id as number | undefined, AUTH_TOKEN_KEY);

test('when a clinic owner of two branches signs in, then the dashboard names the branch and its address, and a switch moves it', async ({
  open,
  expectAccessible,
}) => {
  const page = await open(paths.login.clinic);
  await waitForInteractive(page);
  const main = page.getByRole('main');
  await main.getByLabel(/^E-mail/).fill(OWNER.email);
  await main.getByLabel(/^Password/).fill(OWNER.password);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  await main.getByRole('radio', { name: 'Shifa Family Clinic - Gulberg' }).check();
  await expectAccessible(page);
  await main.getByRole('button', { name: 'Sign in to this branch' }).click();
  await page.waitForURL((url) => url.pathname === paths.clinicDashboard);

  await main.getByRole('heading', { level: 2, name: 'Shifa Family Clinic - Gulberg' }).waitFor();
  expect(await main.getByTestId('branch-address').innerText()).toBe('12-B Main Boulevard, Gulberg III, Lahore');
  expect(await main.getByText(/Branch #|Account 7/i).count()).toBe(0);
  const switcher = main.getByLabel(/^Switch branch/);
  expect(await switcher.locator('option').allInnerTexts()).toEqual([
    'Shifa Family Clinic - DHA',
    'Shifa Family Clinic - Gulberg',
  ]);
  await expectAccessible(page);

  await switcher.selectOption({ label: 'Shifa Family Clinic - DHA' });
  await main.getByRole('heading', { level: 2, name: 'Shifa Family Clinic - DHA' }).waitFor();
  expect(await main.getByTestId('branch-address').innerText()).toBe('88-Z Commercial Area, DHA Phase 3, Lahore');
  await expect
    .poll(() => main.getByRole('status').innerText())
    .toBe('You are now working on Shifa Family Clinic - DHA.');
  expect(await storedBranch(page)).toBe(12);
  await expectAccessible(page);

  // The server's session moved too: after a reload the dashboard still follows the chosen branch.
  await page.reload();
  await main.getByRole('heading', { level: 2, name: 'Shifa Family Clinic - DHA' }).waitFor();
  expect(await main.getByLabel(/^Switch branch/).inputValue()).toBe('12');
});

test('when the hospital sign-up is sent empty on a phone, then every error shows at once, focus is on the first, placeholders stay grey, and "rabia@clinic" is refused', async ({
  open,
  expectAccessible,
}) => {
  const page = await open(paths.signup.hospital, { viewport: PHONE });
  await waitForInteractive(page);
  const main = page.getByRole('main');
  const send = main.getByRole('button', { name: 'Continue' });
  await send.click();

  const invalid = main.locator('[aria-invalid="true"]');
  await expect.poll(() => invalid.count()).toBeGreaterThanOrEqual(5);
  for (const message of ['Enter your full name', 'Enter your mobile number', 'Enter your e-mail address'])
    await main.getByText(message).waitFor();
  const name = main.getByLabel(/^Hospital name/);
  await expect.poll(() => isFocused(name)).toBe(true);

  // Placeholders are examples in the muted grey, not the error red of typed text.
  const email = main.getByLabel(/^E-mail/);
  const placeholders = await main
    .locator('input[placeholder]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('placeholder')));
  expect(placeholders.length).toBeGreaterThanOrEqual(4);
  for (const placeholder of placeholders) expect(placeholder).toMatch(/^e\.g\. /);
  const colours = await email.evaluate((el) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--mantine-color-placeholder)';
    document.body.append(probe);
    const muted = getComputedStyle(probe).color;
    probe.remove();
    return { placeholder: getComputedStyle(el, '::placeholder').color, typed: getComputedStyle(el).color, muted };
  });
  expect(colours.placeholder).toBe(colours.muted);
  expect(colours.placeholder).not.toBe(colours.typed);
  await expectAccessible(page);

  await name.fill('Rehmat Care Hospital');
  await main.getByLabel(/^Owner name/).fill('Rabia Khan');
  await main.getByLabel(/^Mobile number/).fill('03211234567');
  await email.fill('rabia@clinic');
  await send.click();
  await main.getByText('Enter a valid e-mail address, e.g. name@clinic.pk').waitFor();
  await expect.poll(() => isFocused(email)).toBe(true);
  expect(await email.getAttribute('aria-invalid')).toBe('true');
  await expectAccessible(page);
});
