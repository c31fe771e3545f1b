import { BOOKABLE_DOCTOR, checkoutStatus, payThroughGateway, pickSlot, signInDuringBooking } from './fixtures/booking';
import { waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { saveScreenshot } from './fixtures/screenshots';
import { uniquePhone } from './fixtures/sessions';
import { expect, PHONE, test } from './fixtures/test';

const overflowsSideways = () => document.documentElement.scrollWidth > document.documentElement.clientWidth;

test('when a patient books on a 375 px phone, then search, profile, sign-in and payment fit the screen and the booking is confirmed', async ({
  open,
  qa,
  expectAccessible,
}) => {
  const page = await open(paths.doctorsSearchOnline, { viewport: PHONE });
  await waitForInteractive(page);
  const main = page.getByRole('main');
  await main.getByRole('article').first().waitFor();
  expect(await page.evaluate(overflowsSideways)).toBe(false);
  await saveScreenshot(page, 'booking-search');
  await expectAccessible(page);

  await page.goto(`/doctors/${BOOKABLE_DOCTOR.pmdc}`);
  const time = await pickSlot(page, 1);
  expect(await page.evaluate(overflowsSideways)).toBe(false);
  await saveScreenshot(page, 'booking-profile');
  await expectAccessible(page);
  // On a phone the chosen time sits in a sticky bar with Book; it leads to sign-in, then checkout.
  const bar = main.getByRole('region', { name: 'Your choice' });
  expect(await bar.innerText()).toContain(`${time} · ${BOOKABLE_DOCTOR.onlineFee}`);
  await bar.getByRole('button', { name: 'Book', exact: true }).click();
  await signInDuringBooking(page, qa, uniquePhone(), 'Hina Akhtar');
  await checkoutStatus(page, 'Complete your payment').waitFor();
  expect(await main.innerText()).toContain(time);

  expect(await page.evaluate(overflowsSideways)).toBe(false);
  await saveScreenshot(page, 'booking-checkout');
  await expectAccessible(page);
  await payThroughGateway(page, /Easypaisa/, '121');
  await checkoutStatus(page, 'Payment received — your appointment is confirmed').waitFor();
  expect(await page.evaluate(overflowsSideways)).toBe(false);
});
