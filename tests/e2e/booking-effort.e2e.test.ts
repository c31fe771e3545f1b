import type { Locator } from 'playwright-core';
import { BOOKABLE_DOCTOR, checkoutStatus } from './fixtures/booking';
import { waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { uniquePhone } from './fixtures/sessions';
import { expect, PHONE, test } from './fixtures/test';

// Issue 24: how much a new patient scrolls and taps from landing on / to a confirmed appointment on
// a 375 px phone. A figure to compare, printed, never a timed assertion. Taps are the presses a
// person makes (a field counts one tap to focus it; typing is not counted). Scroll is the vertical
// distance the page moved, whoever moved it (Playwright scrolls a control into view before pressing
// it, as a person would have to), summed over every page of the journey in this tab.
const countScroll = () => {
  let last = window.scrollY;
  window.addEventListener(
    'scroll',
    () => {
      const moved = Math.abs(window.scrollY - last);
      last = window.scrollY;
      sessionStorage.setItem('effort-scroll', String(Number(sessionStorage.getItem('effort-scroll') ?? 0) + moved));
    },
    { passive: true },
  );
};

test('when a new patient goes from / to a confirmed appointment on a phone, then the scroll distance and taps are printed', async ({
  open,
  qa,
}) => {
  const page = await open(paths.home, { viewport: PHONE });
  await page.addInitScript(countScroll);
  await page.reload();
  await waitForInteractive(page);
  // The figures are of a patient on a loaded page: a tap on the search band's radios while its
  // section is still hydrating can be lost (React re-checks the rendered one; see the closing note
  // of issue 34), which is not what this journey measures.
  await page.waitForLoadState('networkidle');
  let taps = 0;
  const tap = async (target: Locator) => {
    taps += 1;
    await target.click();
  };
  const fill = async (target: Locator, value: string) => {
    taps += 1;
    await target.fill(value);
  };
  const main = page.getByRole('main');

  const band = main.getByRole('region', { name: 'Find a doctor and book' });
  await fill(band.getByLabel('Speciality or doctor name'), 'Imran');
  await tap(band.getByLabel('Online (video)'));
  await tap(band.getByRole('button', { name: 'Search doctors' }));
  await page.waitForURL((url) => url.pathname === paths.doctorsSearch);
  await tap(main.getByRole('link', { name: `Book appointment with ${BOOKABLE_DOCTOR.name}` }));
  await page.waitForURL((url) => url.pathname === `/doctors/${BOOKABLE_DOCTOR.pmdc}`);
  await waitForInteractive(page);
  const free = main.getByRole('group', { name: 'Time' }).getByRole('button', { disabled: false });
  await tap(free.first());
  await tap(main.getByRole('region', { name: 'Your choice' }).getByRole('button', { name: 'Book', exact: true }));

  await page.waitForURL((url) => url.pathname === paths.login.patient);
  const phone = uniquePhone();
  await fill(main.getByLabel('Mobile number'), phone);
  await tap(main.getByRole('button', { name: 'Send code' }));
  const firstDigit = main.getByLabel('Verification code digit 1 of 6');
  await firstDigit.waitFor();
  await tap(firstDigit);
  await page.keyboard.type(await qa.otp(phone), { delay: 20 });
  await tap(main.getByRole('button', { name: 'Verify and sign in' }));
  await page.waitForURL((url) => url.pathname.startsWith('/appointment/payment/checkout/'));

  await tap(main.getByRole('radio', { name: /JazzCash/ }));
  await tap(main.getByRole('button', { name: /^Pay Rs\./ }));
  await page.waitForURL((url) => url.pathname === '/__gateway/pay');
  await tap(page.getByRole('button', { name: /^Pay Rs\./ }));
  await page.waitForURL((url) => url.pathname.startsWith('/appointment/payment/checkout/'));
  await checkoutStatus(page, 'Payment received — your appointment is confirmed').waitFor();

  const scroll = Number(await page.evaluate(() => sessionStorage.getItem('effort-scroll') ?? 0));
  console.log(
    `BOOKING EFFORT at 375 px: taps=${taps} scroll=${Math.round(scroll)} px (from / to a confirmed appointment)`,
  );
  expect(taps).toBeGreaterThan(0);
});
