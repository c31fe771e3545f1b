import { waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { expect, PHONE, test } from './fixtures/test';

test('when a phone-sized visitor (375 px) opens the menu, then a side drawer holds the navigation and following a link closes it', async ({
  open,
  expectAccessible,
}) => {
  const page = await open(paths.home, { viewport: PHONE });
  await waitForInteractive(page);
  // The inline navigation gives way to the burger on small screens.
  expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
  const burger = page.getByRole('button', { name: 'Open navigation menu' });
  await burger.click();

  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.waitFor();
  const nav = drawer.getByRole('navigation', { name: 'Mobile' });
  for (const name of ['Home', 'About', 'Contact us', 'Clinic management', 'Patient', 'Clinic Staff']) {
    await nav.getByRole('link', { name, exact: true }).waitFor();
  }
  const box = await drawer.boundingBox();
  expect(box?.x ?? -1).toBeLessThanOrEqual(1); // slides in from the left
  await expectAccessible(page);

  await nav.getByRole('link', { name: 'About', exact: true }).click();
  await page.waitForURL((url) => url.pathname === paths.about);
  await drawer.waitFor({ state: 'hidden' });
  expect(await page.getByRole('button', { name: 'Open navigation menu' }).getAttribute('aria-expanded')).toBe('false');
});
