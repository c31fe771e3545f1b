import { home, waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { sessions } from './fixtures/sessions';
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

test('when the avatar image loads, then the header shows the photo', async ({ open }) => {
  const page = await open(paths.about, { authToken: sessions.patient });
  await waitForInteractive(page);
  const img = home.accountLink(page, sessions.patient.name).locator('img');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
});
