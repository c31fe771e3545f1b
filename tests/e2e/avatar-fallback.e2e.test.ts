import { home, waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { sessions } from './fixtures/sessions';
import { signInPatientThroughUi } from './fixtures/sign-in';

/** Ali Hassan (patient 1001, seeded with a photo). */
const SEEDED_PHONE_OF_ALI = '03001234567';
import { expect, test } from './fixtures/test';

test('when the avatar image cannot load, then the header shows the first letter of the name in upper case', async ({
  open,
}) => {
  // Seeded without a photo, so the image request fails (the browser logs the 404).
  const session = { ...sessions.patientWithoutPhoto, name: 'ayesha Siddiqui' };
  const page = await open(paths.about, { authToken: session, allowConsole: [/status of 404/] });
  await waitForInteractive(page);
  const avatarLink = home.accountLink(page, session.name);
  await avatarLink.waitFor();
  await expect.poll(() => avatarLink.innerText()).toBe('A');
  expect(await avatarLink.locator('img').count()).toBe(0);
});

test('when the avatar image loads, then the header shows the photo', async ({ open, qa }) => {
  // The photo is only for the patient's own server session: a real sign-in.
  const page = await open(paths.login.patient);
  await waitForInteractive(page);
  await signInPatientThroughUi(page, qa, SEEDED_PHONE_OF_ALI);
  await page.goto(paths.about);
  await waitForInteractive(page);
  const img = home.accountLink(page, sessions.patient.name).locator('img');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
});
