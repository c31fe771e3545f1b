import { PaymentMethod, StartPaymentRequestLang } from '@ehp/api-types';
import { waitForInteractive } from './fixtures/home';
import { saveScreenshot } from './fixtures/screenshots';
import { apiThrough, uniquePhone } from './fixtures/sessions';
import { signInPatientInPage } from './fixtures/sign-in';
import { expect, PHONE, test } from './fixtures/test';
import { urdu } from './fixtures/urdu';
import { holdSlotInPage } from './fixtures/urdu-quality';

// Issue 34 point 7: an Urdu payer's gateway page is Urdu (startPayment's lang), and the Urdu lab
// page names categories and sample types in Urdu with the address kept left to right.
test('when an Urdu payer reaches the gateway and an Urdu visitor opens a lab, then both read in Urdu with Latin values isolated', async ({
  open,
  qa,
  expectAccessible,
}) => {
  // The wrong-token link below is answered 404, as it must be.
  const page = await open(urdu('/'), { viewport: PHONE, allowConsole: [/status of 404 .*\/__gateway\/pay\?/] });
  await waitForInteractive(page);
  await signInPatientInPage(page, qa, uniquePhone());
  const checkout = await holdSlotInPage(page);
  const api = await apiThrough(page.request, new URL(page.url()).origin);
  const started = await api.POST('/api/payments/start', {
    body: {
      appointment_id: Number(checkout.split('/').pop()),
      method: PaymentMethod.jazzcash,
      lang: StartPaymentRequestLang.ur,
    },
  });
  const gatewayUrl = started.data!.data.gateway_url;
  expect(new URL(gatewayUrl, page.url()).searchParams.get('lang')).toBe('ur');
  await page.goto(gatewayUrl);
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  await expect.poll(() => page.locator('body').innerText()).toContain('موبائل اکاؤنٹ نمبر');
  const amount = page.locator('.amount bdi');
  expect(await amount.getAttribute('dir')).toBe('ltr');
  expect(await amount.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('nowrap');
  // Set in the portal's Noto Naskh Arabic, fetched from the gateway's own path (its CSP allows it).
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].some(
          (f) => f.family.replace(/"/g, '') === 'Noto Naskh Arabic' && f.status === 'loaded',
        );
      }),
    )
    .toBe(true);
  await expectAccessible(page);
  await saveScreenshot(page, 'issue34-ur-gateway');

  // A refusal reads in Urdu too: a link whose token is wrong names no payment.
  const wrong = new URL(gatewayUrl, page.url());
  wrong.searchParams.set('token', 'A'.repeat(32));
  await page.goto(wrong.href);
  await expect.poll(() => page.locator('h1').innerText()).toBe('ادائیگی نہیں ملی');
  expect(await page.locator('main p:not(.test)').innerText()).toContain('SehatLink سے ادائیگی دوبارہ شروع کریں');
  await expectAccessible(page);

  await page.goto(urdu('/labs/1'));
  await waitForInteractive(page);
  const main = page.getByRole('main');
  await main
    .getByRole('heading', { name: /ہیماٹولوجی/ })
    .first()
    .waitFor();
  expect(await main.innerText()).toContain('خون');
  const address = main
    .locator('bdi[dir="ltr"]')
    .filter({ hasText: /Road|Block|Plot|\d/ })
    .first();
  await address.waitFor();
  await expectAccessible(page);
  await saveScreenshot(page, 'issue34-ur-lab');
});
