import { home, waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { AUTH_TOKEN_KEY, uniquePhone } from './fixtures/sessions';
import { signInPatientThroughUi } from './fixtures/sign-in';
import { expect, test } from './fixtures/test';

test('when a patient signs in with the SMS code, then they reach /patient/profile signed in; signing out returns them to / signed out', async ({
  open,
  qa,
}) => {
  const page = await open(paths.login.patient);
  await waitForInteractive(page);
  const phone = uniquePhone();
  await signInPatientThroughUi(page, qa, phone, 'Zainab Tariq');

  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), AUTH_TOKEN_KEY);
  expect(stored).toMatchObject({ verified: true, role: 'patient', name: 'Zainab Tariq' });
  const header = home.header(page);
  await home.accountLink(page, 'Zainab Tariq').waitFor();
  expect(await home.loginButton(page).count()).toBe(0);

  const sessionCookie = async () => (await page.context().cookies()).find((c) => c.name === 'ehp_session')?.value;
  const signedInSession = await sessionCookie();
  expect(signedInSession).toBeTruthy();

  await header.getByRole('button', { name: /^Zainab Tariq/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === paths.home);
  await waitForInteractive(page);
  await home.loginButton(page).waitFor();
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_KEY)).toBeNull();
  // The server ended the signed-in session (a fresh anonymous one replaces it).
  expect(await sessionCookie()).not.toBe(signedInSession);
});
