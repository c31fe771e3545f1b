import { addDays, AppointmentMode, pakistanDate, pakistanInstant } from '@ehp/api-types';
import type { Page } from 'playwright-core';
import { BOOKABLE_DOCTOR, checkoutStatus } from './fixtures/booking';
import { waitForInteractive } from './fixtures/home';
import type { QaClient } from './fixtures/qa-client';
import { saveScreenshot } from './fixtures/screenshots';
import { apiThrough, uniquePhone } from './fixtures/sessions';
import { signInPatientInPage } from './fixtures/sign-in';
import { DESKTOP, expect, PHONE, test } from './fixtures/test';
import { urdu } from './fixtures/urdu';

// Issue 33: lab bookings done right (only future times in Pakistan time from the server's clock,
// the number confirmed with a code, city then branch, listed under the appointments with cancel)
// and in-clinic visits paid at the clinic (at most 2 upcoming unpaid ones).

/** Moves the mock clock to the next 00:30 in Pakistan. */
async function toHalfPastMidnight(qa: QaClient): Promise<string> {
  const clock = await qa.clock();
  const now = Date.parse(clock.now);
  const target = pakistanInstant(addDays(clock.pakistan_date, 1), '00:30:00');
  await qa.advanceClock(Math.ceil((target - now) / 60_000));
  const moved = await qa.clock();
  expect(moved.pakistan_time.slice(0, 2)).toBe('00');
  return moved.pakistan_date;
}

for (const [lang, viewport] of [
  ['en', PHONE],
  ['ur', DESKTOP],
] as const) {
  test(`when a patient books a lab test at 00:30, then no past time is offered, the city and branch are shown first, the number is confirmed with a code, and the booking is listed with cancel (${lang})`, async ({
    open,
    qa,
    expectAccessible,
  }) => {
    const today = await toHalfPastMidnight(qa);
    const en = lang === 'en';
    const page = await open(en ? '/labs/1' : urdu('/labs/1'), { viewport });
    await waitForInteractive(page);
    const main = page.getByRole('main');
    const size = en ? 'phone-en' : 'desktop-ur';

    // City first: Lahore (the lab's city) is chosen, and Islamabad lists only its own branch.
    const lahore = main.getByRole('radio', { name: en ? /^Lahore/ : /^لاہور/ });
    await lahore.waitFor();
    expect(await lahore.isChecked()).toBe(true);
    await main.getByRole('radio', { name: en ? /^Islamabad/ : /^اسلام آباد/ }).check();
    await main.getByRole('radio', { name: 'Blue Area' }).waitFor();
    expect(await main.getByRole('radio', { name: 'Jail Road' }).count()).toBe(0);
    await expectAccessible(page);
    await saveScreenshot(page, `issue33-lab-city-${size}`);
    await lahore.check();
    await main.getByRole('radio', { name: 'Jail Road' }).check();

    await main.getByRole('checkbox').first().check();
    await main
      .getByRole('button', { name: en ? /^Continue to book 1 test/ : /1/ })
      .first()
      .click();
    const date = main.getByRole('combobox', { name: en ? /^Date/ : /^تاریخ/ });
    const time = main.getByRole('combobox', { name: en ? /^Time \(Pakistan time\)/ : /^وقت/ });
    await time.waitFor();
    await expect.poll(() => time.inputValue()).not.toBe('');
    // At 00:30 the list starts today, and every time of today is ahead (Jail Road is open day and night).
    expect(await date.inputValue()).toBe(today);
    const todays = await time
      .locator('option:not([value=""])')
      .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
    expect(todays.length).toBeGreaterThan(0);
    for (const value of todays) expect(value >= '01:30:00').toBe(true);
    expect(todays).not.toContain('00:00:00');
    // Home collection: daytime only.
    await main.getByRole('checkbox', { name: en ? /Collect my sample at home/ : /گھر/ }).check();
    await expect
      .poll(async () => (await time.locator('option:not([value=""])').first().getAttribute('value')) ?? '')
      .toBe('08:00:00');
    await main.getByRole('checkbox', { name: en ? /Collect my sample at home/ : /گھر/ }).uncheck();

    const phone = uniquePhone();
    await main
      .getByLabel(en ? 'Patient name' : /نام/)
      .first()
      .fill('Fatima Noor');
    await main
      .getByLabel(en ? 'Mobile number' : /موبائل/)
      .first()
      .fill(phone);
    // The place is said before confirming.
    await main
      .getByText(en ? 'At the Jail Road branch, Lahore' : /Jail Road/)
      .first()
      .waitFor();
    await expectAccessible(page);
    await saveScreenshot(page, `issue33-lab-form-${size}`);
    await main.getByRole('button', { name: en ? 'Send code' : 'کوڈ بھیجیں' }).click();
    const code = main.getByLabel(en ? '6-digit code' : '6 ہندسوں کا کوڈ');
    await code.waitFor();
    await expectAccessible(page);
    await saveScreenshot(page, `issue33-lab-code-${size}`);
    await code.fill(await qa.otp(phone));
    await main
      .getByRole('button', { name: en ? 'Verify and confirm booking' : 'تصدیق کریں اور بکنگ کنفرم کریں' })
      .click();
    const confirmation = main.getByRole('status').filter({ hasText: /LB-\d{6}/ });
    await confirmation.waitFor({ timeout: 15_000 });
    const id = /LB-\d{6}/.exec(await confirmation.innerText())![0];
    await expectAccessible(page);
    await saveScreenshot(page, `issue33-lab-confirmed-${size}`);

    // Signed in by the code: the booking is under My appointments, with cancel.
    await page.goto(new URL(en ? '/patient/profile' : urdu('/patient/profile'), page.url()).href);
    await waitForInteractive(page);
    // The id is isolated left-to-right inside the Urdu sentence.
    const cancel = main.getByRole('button', {
      name: new RegExp(`^${en ? 'Cancel lab booking' : 'لیب بکنگ منسوخ کریں'}\\W*${id}\\W*$`),
    });
    await cancel.waitFor({ timeout: 15_000 });
    await cancel.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await saveScreenshot(page, `issue33-lab-in-appointments-${size}`);
    await cancel.click();
    await main.getByRole('button', { name: en ? 'Yes, cancel it' : 'ہاں، منسوخ کریں' }).click();
    await main
      .getByText(en ? 'Cancelled' : 'منسوخ', { exact: true })
      .first()
      .waitFor();
    await expectAccessible(page);
    await page.context().close();
  });
}

/** A held in-clinic visit of the bookable doctor `dayIndex` days out, booked with the page's session. */
async function holdClinicVisit(page: Page, dayIndex: number): Promise<number> {
  const api = await apiThrough(page.request, new URL(page.url()).origin);
  const profile = await api.GET('/api/doctors/profile', { params: { query: { pmdc: BOOKABLE_DOCTOR.pmdc } } });
  const locationId = profile.data!.data.doctor.locations[0].id;
  for (let day = dayIndex; day < dayIndex + 14; day++) {
    const clock = await api.GET('/api/doctors/slots', {
      params: {
        query: {
          pmdc: BOOKABLE_DOCTOR.pmdc,
          date: addDays(pakistanDate(Date.now()), day),
          mode: AppointmentMode.clinic,
          location_id: locationId,
        },
      },
    });
    const free = clock.data?.data.slots.find((s) => s.available);
    if (!clock.data || !free) continue;
    const held = await api.POST('/api/appointments/book', {
      body: {
        pmdc: BOOKABLE_DOCTOR.pmdc,
        date: clock.data.data.date,
        time: free.time,
        mode: AppointmentMode.clinic,
        location_id: locationId,
      },
    });
    if (held.data) return held.data.data.appointment.id;
  }
  throw new Error('no free in-clinic time in two weeks');
}

for (const [lang, viewport] of [
  ['en', PHONE],
  ['ur', DESKTOP],
] as const) {
  test(`when a patient pays for in-clinic visits at the clinic, then each is confirmed and marked, and a third is refused with the message (${lang})`, async ({
    open,
    qa,
    expectAccessible,
  }) => {
    const en = lang === 'en';
    const page = await open(en ? '/' : urdu('/'), {
      viewport,
      allowConsole: [/status of 409 \(Conflict\).*pay-at-clinic/],
    });
    await waitForInteractive(page);
    await signInPatientInPage(page, qa, uniquePhone());
    const main = page.getByRole('main');
    const size = en ? 'phone-en' : 'desktop-ur';
    const ids = [await holdClinicVisit(page, 2), await holdClinicVisit(page, 3), await holdClinicVisit(page, 4)];
    for (const [n, id] of ids.entries()) {
      await page.goto(new URL(`${en ? '' : '/ur'}/appointment/payment/checkout/${id}`, page.url()).href);
      await waitForInteractive(page);
      const choose = main.getByRole('button', {
        name: en ? 'Confirm and pay at the clinic' : 'کنفرم کریں اور کلینک پر ادائیگی کریں',
      });
      await choose.waitFor();
      if (n === 0) {
        await choose.scrollIntoViewIfNeeded();
        await expectAccessible(page);
        await saveScreenshot(page, `issue33-checkout-pay-at-clinic-${size}`);
      }
      await choose.click();
      if (n < 2) {
        await checkoutStatus(
          page,
          en ? 'Appointment confirmed: pay at the clinic' : 'اپائنٹمنٹ کنفرم ہو گئی: ادائیگی کلینک پر',
        ).waitFor();
        await main
          .getByText(en ? 'Pay at the clinic: Rs. 2,500' : /کلینک پر ادائیگی:/)
          .first()
          .waitFor();
        await expectAccessible(page);
        if (n === 0) await saveScreenshot(page, `issue33-clinic-confirmed-${size}`);
      } else {
        const refused = main.getByRole('alert').filter({
          hasText: en
            ? 'You already have 2 upcoming visits to pay at the clinic.'
            : 'آپ کے پہلے ہی کلینک پر ادائیگی والے 2 آنے والے وزٹ ہیں',
        });
        await refused.waitFor();
        await expectAccessible(page);
        await saveScreenshot(page, `issue33-clinic-cap-${size}`);
      }
    }
    await page.goto(new URL(en ? '/patient/profile' : urdu('/patient/profile'), page.url()).href);
    await waitForInteractive(page);
    await main
      .getByText(en ? 'Pay at the clinic: Rs. 2,500' : /کلینک پر ادائیگی:/)
      .first()
      .waitFor();
    expect(await main.getByText(en ? 'Pay at the clinic: Rs. 2,500' : /کلینک پر ادائیگی:/).count()).toBe(2);
    await expectAccessible(page);
    await saveScreenshot(page, `issue33-appointments-pay-at-clinic-${size}`);
    await page.context().close();
  });
}
