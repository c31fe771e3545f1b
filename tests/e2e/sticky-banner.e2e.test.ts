import { AppointmentMode, pakistanDate, PaymentMethod } from '@ehp/api-types';
import { BOOKABLE_DOCTOR } from './fixtures/booking';
import { home, waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { apiThrough, uniquePhone } from './fixtures/sessions';
import { signInPatientInPage } from './fixtures/sign-in';
import { expect, PHONE, test } from './fixtures/test';

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

test('when a signed-in patient at 375 px scrolls their own appointment to the bottom of the screen, then no booking bar covers it and its Cancel is pressable', async ({
  open,
  qa,
  expectAccessible,
}) => {
  const page = await open(paths.home, { viewport: PHONE });
  await signInPatientInPage(page, qa, uniquePhone());
  // A confirmed, paid online appointment the day after tomorrow, booked as the patient.
  const api = await apiThrough(page.request, new URL(page.url()).origin);
  const date = pakistanDate(Date.now() + 2 * 86_400_000);
  const slots = await api.GET('/api/doctors/slots', {
    params: { query: { pmdc: BOOKABLE_DOCTOR.pmdc, date, mode: AppointmentMode.online } },
  });
  const slot = slots.data?.data.slots.find((s) => s.available);
  expect(slot, 'a free online slot the day after tomorrow').toBeDefined();
  const booked = await api.POST('/api/appointments/book', {
    body: { pmdc: BOOKABLE_DOCTOR.pmdc, date, time: slot!.time, mode: AppointmentMode.online },
  });
  const started = await api.POST('/api/payments/start', {
    body: { appointment_id: booked.data!.data.appointment.id, method: PaymentMethod.jazzcash },
  });
  await qa.settlePayment(started.data!.data.payment.id);

  await page.goto(paths.patientProfile);
  await waitForInteractive(page);
  const cancel = page
    .getByRole('main')
    .getByRole('button', { name: /^Cancel/ })
    .first();
  await cancel.waitFor();
  // The banner is on the page, but at its end, never stuck over it.
  const banner = home.bookingBanner(page);
  expect(await banner.count()).toBe(1);
  expect(await banner.evaluate((el) => getComputedStyle(el).position)).not.toMatch(/sticky|fixed/);
  // The worst place: the Cancel button at the very bottom of the screen.
  await cancel.evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }));
  const uncovered = await cancel.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const atCentre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return atCentre !== null && (atCentre === el || el.contains(atCentre));
  });
  expect(uncovered, 'the element at the centre of Cancel is Cancel').toBe(true);
  // A thumb-sized target on a phone (issue 24: 44 px).
  expect((await cancel.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expectAccessible(page);
  await cancel.click();
  await page.getByRole('dialog').waitFor();
});
