import { addDays } from '@ehp/api-types';
import type { Page } from 'playwright-core';
import {
  BOOKABLE_DOCTOR,
  checkoutStatus,
  doctorPath,
  payThroughGateway,
  pickSlot,
  signInDuringBooking,
} from './fixtures/booking';
import { apiPatient, bookPaidOn, to24h } from './fixtures/reschedule';
import { saveScreenshot } from './fixtures/screenshots';
import { apiThrough, uniquePhone } from './fixtures/sessions';
import { signInPatientInPage } from './fixtures/sign-in';
import { DESKTOP, expect, PHONE, test } from './fixtures/test';
import { urdu } from './fixtures/urdu';

// Issue 33, reschedule: a paid appointment moves to another free time of the same doctor; the
// payment carries over, the old time is free again, and of two patients racing for a time exactly
// one gets it. Screenshots of the change-time screen and the result at 375 and 1280 px.

/** Both widths of the screen as it is now: `<name>-phone` and `<name>-desktop`. */
async function bothWidths(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: PHONE.width, height: 812 });
  await saveScreenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await saveScreenshot(page, `${name}-desktop`);
}

test('when a patient pays, changes the time and two others race for the freed time, then it shows the new time still paid and exactly one of them wins', async ({
  open,
  qa,
  browser,
  baseUrl,
  expectAccessible,
}) => {
  const page = await open(doctorPath(BOOKABLE_DOCTOR.pmdc));
  const main = page.getByRole('main');
  const oldTime = await pickSlot(page, 1);
  const oldDate = new URL(page.url()).searchParams.get('date')!;
  await main.getByRole('button', { name: 'Book appointment' }).click();
  await signInDuringBooking(page, qa, uniquePhone(), 'Sana Iqbal');
  await checkoutStatus(page, 'Complete your payment').waitFor();
  await main.getByText(/Change the time up to 2 hours before, at most 2 times\./).waitFor();
  await payThroughGateway(page, /JazzCash/, '000');
  await main.getByRole('heading', { level: 1, name: 'Appointment confirmed' }).waitFor();
  await expectAccessible(page);

  // The appointment page offers Change time; it opens the same doctor's free times.
  await main.getByRole('link', { name: 'Change time' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/appointment/reschedule/'));
  await main.getByRole('heading', { level: 1, name: 'Change the time' }).waitFor();
  await main.getByText(`Now: `, { exact: false }).waitFor();
  expect(await main.innerText()).toContain(oldTime);
  await expectAccessible(page);
  const newTime = await pickSlot(page, 2);
  const move = main.getByRole('button', { name: /^Move to / });
  expect(await move.innerText()).toContain(newTime);
  await expectAccessible(page);
  await bothWidths(page, 'reschedule-change-time-en');
  await move.click();

  const result = main.getByRole('status').filter({ hasText: 'Your appointment is moved' });
  await result.waitFor();
  const said = await result.innerText();
  expect(said).toContain(newTime);
  expect(said).toContain(`It was`);
  expect(said).toContain(oldTime);
  expect(said).toContain(`Paid: ${BOOKABLE_DOCTOR.onlineFee}`);
  await expectAccessible(page);
  await bothWidths(page, 'reschedule-result-en');

  // My appointments: the new time, still paid, and where it moved from.
  await main.getByRole('link', { name: 'My appointments' }).click();
  await page.waitForURL((url) => url.pathname === '/patient/profile');
  const card = main.getByRole('listitem').filter({ hasText: 'Moved from' });
  await card.waitFor();
  const cardText = await card.innerText();
  expect(cardText).toContain(newTime);
  expect(cardText).toContain(BOOKABLE_DOCTOR.onlineFee);
  expect(cardText).toContain('Confirmed');
  await expectAccessible(page);

  // The old time is free again on the doctor's profile.
  await page.goto(`${doctorPath(BOOKABLE_DOCTOR.pmdc)}?mode=online&date=${oldDate}`);
  const freed = main.getByRole('group', { name: 'Time' }).getByRole('button', { name: oldTime, exact: true });
  await freed.waitFor();
  expect(await freed.isDisabled()).toBe(false);
  await expectAccessible(page);

  // Two other patients, each with a paid appointment, race for the freed time: exactly one wins.
  const later = addDays(oldDate, 3);
  const [b, c] = await Promise.all([apiPatient(browser, baseUrl, qa), apiPatient(browser, baseUrl, qa)]);
  const mineB = await bookPaidOn(b, qa, later);
  const mineC = await bookPaidOn(c, qa, later);
  const target = { date: oldDate, time: to24h(oldTime) };
  const answers = await Promise.all([
    b.POST('/api/appointments/reschedule', { body: { appointment_id: mineB.id, ...target } }),
    c.POST('/api/appointments/reschedule', { body: { appointment_id: mineC.id, ...target } }),
  ]);
  expect(answers.map((a) => a.response.status).sort()).toEqual([200, 409]);
  expect(answers.find((a) => a.response.status === 409)?.error?.code).toBe('slot_taken');
  const holders = (await qa.appointments()).filter(
    (a) => a.date === target.date && a.time === target.time && a.status === 'confirmed',
  );
  expect(holders).toHaveLength(1);
}, 150_000); // a booking through the gateway, a move, the profile and two more patients on a loaded machine

test('when an Urdu patient changes the time of a paid appointment, then the screen and the result speak Urdu and say it is paid', async ({
  open,
  qa,
  expectAccessible,
}) => {
  const page = await open(urdu('/'), { viewport: { width: PHONE.width, height: 812 } });
  await signInPatientInPage(page, qa, uniquePhone());
  const api = await apiThrough(page.request, new URL(page.url()).origin);
  const { pakistan_date: today } = await qa.clock();
  const booked = await bookPaidOn(api, qa, addDays(today, 4));
  await page.goto(urdu(`/appointment/reschedule/${booked.id}`));
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1, name: 'وقت بدلیں' }).waitFor();
  await pickSlot(page, 2, { date: 'تاریخ', time: 'وقت' });
  await expectAccessible(page);
  await bothWidths(page, 'reschedule-change-time-ur');
  await main.getByRole('button', { name: /پر منتقل کریں$/ }).click();
  const result = main.getByRole('status').filter({ hasText: 'آپ کی اپائنٹمنٹ کا وقت بدل گیا ہے' });
  await result.waitFor();
  expect(await result.innerText()).toContain('ادا شدہ');
  await expectAccessible(page);
  await bothWidths(page, 'reschedule-result-ur');
}, 120_000);
