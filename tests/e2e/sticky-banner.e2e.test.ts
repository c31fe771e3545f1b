import { home, waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { uniquePhone } from './fixtures/sessions';
import { signInPatientInPage } from './fixtures/sign-in';
import { expect, test } from './fixtures/test';

const BANNER_TEXT = 'Book Medical Appointment ANYTIME, ANYWHERE !';

test('when a visitor moves around the site, then the booking banner shows only on / and /patient/profile', async ({
  open,
  qa,
}) => {
  // A signed-in patient the server knows (a stored session alone is signed out by the socket).
  const page = await open(paths.home);
  await signInPatientInPage(page, qa, uniquePhone());
  await waitForInteractive(page);
  const banner = home.bookingBanner(page);
  await banner.waitFor();
  expect(await banner.innerText()).toContain(BANNER_TEXT);
  expect(await banner.getByRole('link', { name: 'Online Consultation' }).getAttribute('href')).toBe(
    paths.doctorsSearchOnline,
  );
  expect(await banner.getByRole('link', { name: 'In-Clinic Appointment' }).getAttribute('href')).toBe(
    paths.doctorsSearch,
  );
  // It stays in view while the page scrolls.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
  expect(await banner.isVisible()).toBe(true);
  expect(await banner.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight + 1)).toBe(true);

  for (const path of [paths.about, paths.products.clinic, paths.login.patient, paths.doctorsSearch]) {
    await page.goto(path);
    await waitForInteractive(page);
    expect(await home.bookingBanner(page).count(), path).toBe(0);
  }
  await page.goto(paths.patientProfile);
  await waitForInteractive(page);
  await home.bookingBanner(page).waitFor();
});
