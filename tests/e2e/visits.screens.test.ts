import { addDays, AppointmentMode, pakistanDate, PaymentMethod, type ApiClient } from '@ehp/api-types';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { BOOKABLE_DOCTOR } from './fixtures/booking';
import { waitForInteractive } from './fixtures/home';
import { saveScreenshot } from './fixtures/screenshots';
import { apiThrough, uniquePhone } from './fixtures/sessions';
import { signInPatientInPage } from './fixtures/sign-in';
import { DESKTOP, PHONE, test } from './fixtures/test';
import { urdu } from './fixtures/urdu';
import { bookLabTest, pastVisit } from './fixtures/visits';

// Issue 25, points 6-8: the screens for people to look at (reports/screenshots, gitignored), at 375
// and 1280 px in English and Urdu: a declined payment (051) in plain words, an ended hold with Book
// again, and the appointments by visit with a lab test. The journey checks them
// (visits-and-payments.e2e.test.ts); here the state is arranged through the API and QA.

/** Books the first free online time `days` ahead with the page's session; its id. */
async function book(api: ApiClient, days: number): Promise<number> {
  const date = addDays(pakistanDate(Date.now()), days);
  const query = { pmdc: BOOKABLE_DOCTOR.pmdc, date, mode: AppointmentMode.online };
  const slots = await api.GET('/api/doctors/slots', { params: { query } });
  const free = slots.data?.data.slots.find((s) => s.available);
  if (!free) throw new Error(`no free time on ${date}`);
  const booked = await api.POST('/api/appointments/book', { body: { ...query, time: free.time } });
  if (!booked.data) throw new Error(`booking answered ${booked.response.status}`);
  return booked.data.data.appointment.id;
}

/** Pays at the simulated gateway with a result code and comes back to the checkout. */
async function pay(page: Page, api: ApiClient, id: number, code: string): Promise<void> {
  const started = await api.POST('/api/payments/start', { body: { appointment_id: id, method: PaymentMethod.card } });
  if (!started.data) throw new Error(`payment start answered ${started.response.status}`);
  await page.goto(started.data.data.gateway_url);
  await page.getByRole('radio', { name: new RegExp(`\\(${code}\\)`) }).check();
  await page.getByRole('button', { name: /^Pay Rs\./ }).click();
  await page.waitForURL((url) => url.pathname.includes('/appointment/payment/checkout/'));
}

describe('visits and payments screenshots', () => {
  test.for([
    { viewport: PHONE, language: 'en' as const },
    { viewport: DESKTOP, language: 'en' as const },
    { viewport: PHONE, language: 'ur' as const },
    { viewport: DESKTOP, language: 'ur' as const },
  ])(
    'when a patient has a declined payment, an ended hold and visits of every kind at $viewport.width px in $language, then each screen is saved',
    async ({ viewport, language }, { open, qa }) => {
      const at = (path: string) => (language === 'ur' ? urdu(path) : path);
      const shoot = (name: string) => saveScreenshot(page, `issue25-${language}-${name}`);
      const show = async (path: string, ready: string) => {
        await page.goto(at(path));
        await waitForInteractive(page);
        await page.locator(ready).first().waitFor();
      };
      const phone = uniquePhone();
      const page = await open(at('/'), { viewport });
      await signInPatientInPage(page, qa, phone);
      const api = await apiThrough(page.request, new URL(page.url()).origin);

      const declined = await book(api, 2);
      await pay(page, api, declined, '051');
      await show(`/appointment/payment/checkout/${declined}`, '[role="status"][tabindex="-1"]');
      await shoot('payment-declined');
      await pay(page, api, declined, '000');

      await pastVisit(qa, (await qa.appointments()).find((a) => a.id === declined)!.patient_id);
      const cancelled = await book(api, 4);
      await api.POST('/api/appointments/cancel', { body: { appointment_id: cancelled } });
      await bookLabTest(page, phone);

      const lapsed = await book(api, 3);
      await qa.advanceClock(11);
      await show(`/appointment/payment/checkout/${lapsed}`, '[role="status"][tabindex="-1"]');
      await shoot('hold-ended');

      await show('/patient/profile', '#lab-bookings-heading ~ ul li');
      await shoot('appointments-by-visit');
    },
  );
});
