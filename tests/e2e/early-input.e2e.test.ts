import type { BrowserContext, Route } from 'playwright-core';
import { waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { uniquePhone } from './fixtures/sessions';
import { expect, PHONE, test } from './fixtures/test';

// A slow phone on 3G shows the server's HTML seconds before the page's script has run, and a
// patient types into it. Hydration and the renders after it must keep what they typed (the
// patient's number, the home search), and the form must send it (app/early-input.ts).

/** Holds the portal's scripts back until released, as a slow connection would. */
async function holdScripts(context: BrowserContext): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await context.route('**/assets/*.js', (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

test('when a patient types into the server-rendered sign-in and home search before the script has run, then what they typed stays and is sent', async ({
  open,
  browser,
  baseUrl,
  expectAccessible,
}) => {
  const contexts: BrowserContext[] = [];
  const heldContext = async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE });
    contexts.push(context);
    return { context, release: await holdScripts(context) };
  };

  // The sign-in page: the number typed early reaches "Send code".
  const first = await heldContext();
  const signIn = await open(paths.login.patient, { context: first.context, waitUntil: 'commit' });
  const phone = uniquePhone();
  await signIn.getByLabel('Mobile number').fill(phone);
  await first.release();
  await waitForInteractive(signIn);
  // The renders after hydration (lazy parts, the session, the catalogue) have come and gone.
  await signIn.waitForLoadState('networkidle');
  expect(await signIn.getByLabel('Mobile number').inputValue()).toBe(phone);
  await signIn.getByRole('main').getByRole('button', { name: 'Send code' }).click();
  await signIn.getByRole('main').getByText(phone.slice(-4)).first().waitFor();
  await signIn.getByLabel('Verification code digit 1 of 6').waitFor();
  await expectAccessible(signIn);

  // The home search: text and "Online (video)" chosen early search together.
  const second = await heldContext();
  const home = await open(paths.home, { context: second.context, waitUntil: 'commit' });
  const band = home.getByRole('main').getByRole('region', { name: 'Find a doctor and book' });
  await band.getByLabel('Speciality or doctor name').fill('Imran');
  await band.getByLabel('Online (video)').check();
  await second.release();
  await waitForInteractive(home);
  await home.waitForLoadState('networkidle');
  expect(await band.getByLabel('Speciality or doctor name').inputValue()).toBe('Imran');
  await band.getByRole('button', { name: 'Search doctors' }).click();
  await home.waitForURL((url) => url.pathname === paths.doctorsSearch);
  const query = new URL(home.url()).searchParams;
  expect([query.get('q'), query.get('is_online')]).toEqual(['Imran', 'true']);

  await Promise.all(contexts.map((context) => context.close()));
});
