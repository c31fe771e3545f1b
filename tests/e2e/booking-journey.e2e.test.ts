import { BOOKABLE_DOCTOR, checkoutStatus, payThroughGateway, pickSlot, signInDuringBooking } from './fixtures/booking';
import { waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { saveScreenshot } from './fixtures/screenshots';
import { uniquePhone } from './fixtures/sessions';
import { expect, test } from './fixtures/test';

test('when a visitor filters the search, picks a doctor and a time, signs in and pays, then the appointment is confirmed on /patient/profile', async ({
  open,
  qa,
  expectAccessible,
}) => {
  const page = await open(`${paths.doctorsSearch}?is_online=true&speciality=Cardiologist`);
  await waitForInteractive(page);
  const main = page.getByRole('main');
  await main.getByLabel('Doctor name').fill('Imran');
  await main.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL((url) => url.searchParams.get('q') === 'Imran');
  const result = main.getByRole('article').filter({ hasText: BOOKABLE_DOCTOR.name });
  await result.waitFor();
  // The new results, not the previous ones shown faded while they load.
  await main.locator('ol[aria-busy="false"]').waitFor();
  await expectAccessible(page);
  await saveScreenshot(page, 'booking-search');
  await result.getByRole('link', { name: BOOKABLE_DOCTOR.name, exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/doctors/${BOOKABLE_DOCTOR.pmdc}`);

  const time = await pickSlot(page);
  expect(time).toMatch(/^\d{2}:\d{2} (AM|PM)$/);
  await expectAccessible(page);
  await saveScreenshot(page, 'booking-profile');
  await main.getByRole('button', { name: 'Book appointment' }).click();

  // Signed out: the sign-in page shows the booking; after the code, straight to checkout with that time.
  await signInDuringBooking(page, qa, uniquePhone(), 'Sana Mirza');
  await checkoutStatus(page, 'Complete your payment').waitFor();
  await expect.poll(() => main.innerText()).toContain(BOOKABLE_DOCTOR.name);
  expect(await main.innerText()).toContain(time);
  await main.getByText(/Slot held for \d{2}:\d{2}/).waitFor();
  await expectAccessible(page);
  await saveScreenshot(page, 'booking-checkout');

  await payThroughGateway(page, /JazzCash/, '000', 'booking-gateway');
  await checkoutStatus(page, 'Payment received — your appointment is confirmed').waitFor();
  await main.getByRole('heading', { level: 1, name: 'Appointment confirmed' }).waitFor();
  expect(new URL(page.url()).searchParams.get('code')).toBe('000');
  await saveScreenshot(page, 'booking-checkout-completed');

  await page.goto(paths.patientProfile);
  const appointments = main.getByRole('region', { name: 'My appointments' });
  const card = appointments.getByRole('listitem').filter({ hasText: BOOKABLE_DOCTOR.name });
  await card.first().waitFor();
  expect(await card.first().innerText()).toContain(time);
  await expectAccessible(page);
  await saveScreenshot(page, 'booking-patient-profile');
});
