import type { Page } from 'playwright-core';
import { BOOKABLE_DOCTOR, checkoutStatus, doctorPath, payThroughGateway, pickSlot } from './fixtures/booking';
import { waitForInteractive } from './fixtures/home';
import { saveScreenshot } from './fixtures/screenshots';
import { uniquePhone } from './fixtures/sessions';
import { signInPatientThroughUi } from './fixtures/sign-in';
import { expect, test, type OpenOptions } from './fixtures/test';

type Open = (path: string, options?: OpenOptions) => Promise<Page>;

/** A signed-in patient books a slot of the bookable doctor `dayIndex` days out and lands on its checkout. */
async function bookedCheckout(open: Open, qa: Parameters<typeof signInPatientThroughUi>[1], dayIndex: number) {
  const page = await open('/patient/login');
  await waitForInteractive(page);
  await signInPatientThroughUi(page, qa, uniquePhone(), 'Bilal Ahmed');
  await page.goto(doctorPath(BOOKABLE_DOCTOR.pmdc));
  await pickSlot(page, dayIndex);
  await page.getByRole('main').getByRole('button', { name: 'Book appointment' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/appointment/payment/checkout/'));
  await checkoutStatus(page, 'Complete your payment').waitFor();
  return page;
}

test('when the gateway answers a pending code, then checkout shows pending and Check again shows it confirmed once the payment settles', async ({
  open,
  qa,
  expectAccessible,
}) => {
  const page = await bookedCheckout(open, qa, 2);
  await payThroughGateway(page, /Easypaisa/, '157');
  await checkoutStatus(page, 'Payment pending').waitFor();
  await expectAccessible(page);
  await saveScreenshot(page, 'booking-checkout-pending');
  const paymentId = new URL(page.url()).searchParams.get('reference');
  expect(paymentId).toMatch(/^PAY-\d+$/);

  await qa.settlePayment(paymentId!);
  await page.getByRole('main').getByRole('button', { name: 'Check again' }).click();
  await checkoutStatus(page, 'Payment received — your appointment is confirmed').waitFor();
});

test('when the gateway declines, then checkout shows the failure and paying again with another method confirms it', async ({
  open,
  qa,
  expectAccessible,
}) => {
  const page = await bookedCheckout(open, qa, 3);
  await payThroughGateway(page, /card/i, '999');
  await checkoutStatus(page, 'Payment failed').waitFor();
  // Why it failed, in plain words, with the gateway's code in small print (loaded once the page is interactive).
  await expect.poll(() => page.getByRole('main').innerText()).toContain('999');
  expect(await page.getByRole('main').innerText()).toContain('declined');
  await expectAccessible(page);
  await saveScreenshot(page, 'booking-checkout-failed');

  await payThroughGateway(page, /JazzCash/, '000');
  await checkoutStatus(page, 'Payment received — your appointment is confirmed').waitFor();
});
