import { qaData } from '@ehp/api-types';
import type { Page } from 'playwright-core';
import { actionWords } from './fixtures/action-errors';
import { BOOKABLE_DOCTOR, checkoutStatus, pickSlot } from './fixtures/booking';
import { DASHBOARD, signInDoctor } from './fixtures/doctor-calls';
import { waitForInteractive } from './fixtures/home';
import type { QaClient } from './fixtures/qa-client';
import { saveScreenshot } from './fixtures/screenshots';
import { uniquePhone } from './fixtures/sessions';
import { signInPatientInPage } from './fixtures/sign-in';
import { DESKTOP, expect, PHONE, test } from './fixtures/test';
import { urdu } from './fixtures/urdu';

// Issue 33: the free follow-up. A completed online visit (QA's callable visit, then the QA clock
// past its end) offers "Free follow-up until …" with Book; the follow-up is booked with the same
// doctor at Rs. 0 and confirmed with no payment step (its confirmation SMS still goes out); a second
// one is refused with the message; the doctor turning follow-ups off hides the offer of a new visit.

/** A paid online visit of the bookable doctor that QA starts now, then moved past its end (90 minutes). */
async function completedVisit(qa: QaClient, patientId: string): Promise<number> {
  const made = await qaData(
    qa.api.POST('/__qa/call-appointments', { body: { patient_id: patientId, doctor_pmdc: BOOKABLE_DOCTOR.pmdc } }),
  );
  await qa.advanceClock(90);
  return made.appointment.id;
}

/** The messages the number received, newest first (the outbox). */
async function messagesTo(qa: QaClient, phone: string) {
  return (await qaData(qa.api.GET('/__qa/messages', { params: { query: { phone } } }))).messages;
}

/** Takes a screenshot at the phone and the desktop width, back to `viewport` after. */
async function bothWidths(page: Page, name: string, viewport: { width: number; height: number }) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await saveScreenshot(page, name);
  }
  await page.setViewportSize(viewport);
}

for (const [lang, viewport] of [
  ['en', PHONE],
  ['ur', DESKTOP],
] as const) {
  test(`when an online visit is over, then the patient books the free follow-up at Rs. 0 with no payment step, once, and the doctor can turn it off (${lang})`, async ({
    open,
    qa,
    baseUrl,
    expectAccessible,
  }) => {
    const en = lang === 'en';
    const w = actionWords[lang];
    const at = (path: string) => (en ? path : urdu(path));
    const page = await open(at('/'), {
      viewport,
      allowConsole: [/status of 409 \(Conflict\).*appointments\/book/],
    });
    await waitForInteractive(page);
    const phone = uniquePhone();
    const { user_id } = await signInPatientInPage(page, qa, phone);
    const main = page.getByRole('main');
    const first = await completedVisit(qa, user_id);

    // The completed visit offers its free follow-up, with until when, and Book.
    await page.goto(new URL(at('/patient/profile'), page.url()).href);
    await waitForInteractive(page);
    const offer = main.getByTestId('follow-up-offer');
    await offer.waitFor({ timeout: 15_000 });
    expect(await offer.innerText()).toMatch(en ? /^Free follow-up until .+, Pakistan time/ : /تک مفت فالو اپ/);
    await offer.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await bothWidths(page, `issue33-follow-up-offer-${lang}`, viewport);

    // Book: the doctor's profile in follow-up mode, online only, Rs. 0, no hold.
    await offer.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === `/${en ? '' : 'ur/'}doctors/${BOOKABLE_DOCTOR.pmdc}`);
    expect(new URL(page.url()).searchParams.get('follow_up')).toBe(String(first));
    await main
      .getByRole('heading', { name: en ? 'Booking your free follow-up' : 'آپ اپنا مفت فالو اپ بک کر رہے ہیں' })
      .waitFor();
    await pickSlot(page, 1, { date: w.date, time: w.time });
    const bar = main.getByRole('region', { name: w.choice });
    await expect.poll(() => bar.innerText()).toContain(en ? 'Rs. 0 · Free follow-up' : 'مفت فالو اپ');
    await expectAccessible(page);
    await bothWidths(page, `issue33-follow-up-checkout-${lang}`, viewport);
    await bar.getByRole('button').click();

    // Confirmed at once: no payment methods, no Pay, Rs. 0 marked as the free follow-up.
    await page.waitForURL((url) => url.pathname.includes('/appointment/payment/checkout/'));
    const followUpId = Number(page.url().split('/').pop()!.split('?')[0]);
    await checkoutStatus(page, en ? 'Free follow-up confirmed: nothing to pay' : 'مفت فالو اپ کنفرم ہو گیا').waitFor();
    // Rs. and the amount, each isolated left to right in Urdu.
    await main
      .getByText(/Rs\. \u2066?0/)
      .first()
      .waitFor();
    expect(await main.getByRole('radio').count()).toBe(0);
    expect(await main.getByRole('button', { name: /^Pay|ادا/ }).count()).toBe(0);
    await expectAccessible(page);
    await bothWidths(page, `issue33-follow-up-confirmed-${lang}`, viewport);
    // Its booking confirmation still goes out, in the page's language, with no fee.
    await expect
      .poll(async () => (await messagesTo(qa, phone)).find((m) => m.appointment_id === followUpId)?.kind)
      .toBe('booking_confirmed');
    const sms = (await messagesTo(qa, phone)).find((m) => m.appointment_id === followUpId)!;
    expect(sms.lang).toBe(lang);
    expect(sms.text).toContain(en ? 'This is your free follow-up: there is no fee.' : 'مفت فالو اپ');

    // A second follow-up of the same visit is refused with the message.
    await page.goto(new URL(at(`/doctors/${BOOKABLE_DOCTOR.pmdc}?mode=online&follow_up=${first}`), page.url()).href);
    await waitForInteractive(page);
    await pickSlot(page, 2, { date: w.date, time: w.time });
    await main.getByRole('region', { name: w.choice }).getByRole('button').click();
    const refused = main.getByRole('alert').filter({
      hasText: en
        ? 'You have already booked the free follow-up of this visit. Each visit includes one free follow-up.'
        : 'آپ اس وزٹ کا مفت فالو اپ پہلے ہی بک کر چکے ہیں',
    });
    await refused.waitFor();
    await expectAccessible(page);
    await saveScreenshot(page, `issue33-follow-up-second-refused-${lang}`);

    // The doctor turns free follow-ups off on the dashboard: a new completed visit offers none.
    const doctorContext = await page.context().browser()!.newContext({ baseURL: baseUrl, viewport });
    await signInDoctor(doctorContext, baseUrl);
    const dashboard = await open(at(DASHBOARD), { context: doctorContext });
    await waitForInteractive(dashboard);
    const toggle = dashboard.getByRole('switch', {
      name: en ? /^Offer a free follow-up/ : /^مفت فالو اپ کی پیشکش کریں/,
    });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(true);
    // The switch's input is visually hidden: its visible label is what a doctor taps. (A forced
    // click on the input skipped the stability wait and landed where the input had been before the
    // consultations list above it loaded.)
    const toggleLabel = dashboard.getByText(en ? 'Offer a free follow-up' : 'مفت فالو اپ کی پیشکش کریں', {
      exact: true,
    });
    await toggleLabel.click();
    await dashboard
      .getByText(en ? 'Free follow-ups are off. Visits already booked stay as they are.' : 'مفت فالو اپ بند ہیں۔')
      .waitFor();
    await expectAccessible(dashboard);
    await saveScreenshot(dashboard, `issue33-follow-up-setting-${lang}`);

    await completedVisit(qa, user_id);
    await page.goto(new URL(at('/patient/profile'), page.url()).href);
    await waitForInteractive(page);
    // The new visit is listed as past (two completed visits), and none offers a follow-up.
    await expect
      .poll(async () => (await qa.appointments(user_id)).filter((a) => a.status === 'completed').length)
      .toBe(2);
    await main
      .getByText(en ? 'Rs. 0 · Free follow-up' : 'Rs. 0 · مفت فالو اپ')
      .first()
      .waitFor();
    expect(await main.getByTestId('follow-up-offer').count()).toBe(0);
    await expectAccessible(page);

    // On again (the next language's run starts from it, as the seed has it).
    await toggleLabel.click();
    await dashboard
      .getByText(en ? 'Patients can book a free follow-up with you.' : 'مریض آپ کے ساتھ مفت فالو اپ بک کر سکتے ہیں۔')
      .waitFor();
    await doctorContext.close();
    await page.context().close();
  }, 180_000);
}
