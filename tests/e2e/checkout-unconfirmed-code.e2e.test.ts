import { BOOKABLE_DOCTOR, checkoutStatus, doctorPath, pickSlot } from './fixtures/booking';
import { waitForInteractive } from './fixtures/home';
import { uniquePhone } from './fixtures/sessions';
import { signInPatientThroughUi } from './fixtures/sign-in';
import { expect, test } from './fixtures/test';

// Issue 21, F15: a checkout link with ?code=000 said "The payment gateway reports your payment as
// completed" while a slow API loaded. Anyone can type that URL: the page may say a payment went
// through only when the server says so.

/** Words that would tell the payer the payment went through. */
const PAID_WORDS = /completed|payment received|is confirmed/i;

test('when ?code=000 opens an unpaid appointment’s checkout while the API is slow, then it never says the payment completed', async ({
  open,
  qa,
  expectAccessible,
}) => {
  const page = await open('/patient/login');
  await waitForInteractive(page);
  await signInPatientThroughUi(page, qa, uniquePhone(), 'Kamran Slow');
  await page.goto(doctorPath(BOOKABLE_DOCTOR.pmdc));
  await pickSlot(page, 2);
  await page.getByRole('main').getByRole('button', { name: 'Book appointment' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/appointment/payment/checkout/'));
  await checkoutStatus(page, 'Complete your payment').waitFor();
  const checkout = new URL(page.url()).pathname;

  // Everything the page's <main> ever says from the first byte on, parser-inserted nodes included.
  await page.context().addInitScript((source) => {
    const seen: string[] = [];
    (window as unknown as { __paidWords: string[] }).__paidWords = seen;
    const words = new RegExp(source, 'i');
    new MutationObserver(() => {
      const text = document.querySelector('main')?.textContent ?? '';
      const match = text.match(words);
      if (match) seen.push(match[0]);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, PAID_WORDS.source);

  // Slower than the server render's 2.5 s budget, and again for the browser's own read.
  await qa.fault({ operation_id: 'getAppointment', delay_ms: 4_000, count: 2 });
  try {
    await page.goto(`${checkout}?code=000&reference=PAY-000001`, { waitUntil: 'commit' });
    const main = page.getByRole('main');
    await main.getByRole('status').filter({ hasText: 'Checking your payment…' }).waitFor();
    await expectAccessible(page);
    await checkoutStatus(page, 'Complete your payment').waitFor({ timeout: 20_000 });
    await main.getByRole('status').filter({ hasText: 'We could not confirm this payment yet' }).waitFor();
    expect(await main.getByRole('button', { name: /^Pay Rs\./ }).count()).toBe(1);
    await expectAccessible(page);
  } finally {
    await qa.clearFaults();
  }
  expect(await page.evaluate(() => (window as unknown as { __paidWords: string[] }).__paidWords)).toEqual([]);
  expect(await page.getByRole('main').innerText()).not.toMatch(PAID_WORDS);
});
