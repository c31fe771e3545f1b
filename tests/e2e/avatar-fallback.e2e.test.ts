import { home, waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { sessions } from './fixtures/sessions';
import { signInPatientInPage, signInPatientThroughUi } from './fixtures/sign-in';

/** Ali Hassan (patient 1001, seeded with a photo). */
const SEEDED_PHONE_OF_ALI = '03001234567';
/** Ayesha Siddiqui (patient 1003, seeded without a photo). */
const SEEDED_PHONE_OF_AYESHA = '03335550123';
import { expect, test } from './fixtures/test';

test('when the avatar image cannot load, then the header shows the first letter of the name in upper case', async ({
  open,
  qa,
}) => {
  // Seeded without a photo, so the image request fails (the browser logs the 404). A real session
  // (the patient's socket signs out one the server does not know), shown with a lower-case name.
  const session = { ...sessions.patientWithoutPhoto, name: 'ayesha Siddiqui' };
  const page = await open(paths.about, { allowConsole: [/status of 404/] });
  await signInPatientInPage(page, qa, SEEDED_PHONE_OF_AYESHA, session.name);
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
