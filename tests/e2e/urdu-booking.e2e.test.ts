import { BOOKABLE_DOCTOR, pickSlot } from './fixtures/booking';
import { waitForInteractive } from './fixtures/home';
import { saveScreenshot } from './fixtures/screenshots';
import { uniquePhone } from './fixtures/sessions';
import { expect, test } from './fixtures/test';
import { documentLayout, urdu } from './fixtures/urdu';

// Issue 12: search → profile → slot → sign in → book → pay, all in Urdu.
test('when a visitor books and pays in Urdu, then every step stays in Urdu and the appointment is confirmed', async ({
  open,
  qa,
  expectAccessible,
}) => {
  const page = await open(urdu('/doctors/search?is_online=true&speciality=Cardiologist'));
  await waitForInteractive(page);
  expect(await documentLayout(page)).toEqual({ lang: 'ur', dir: 'rtl', overflow: 0 });
  const main = page.getByRole('main');
  await main.getByLabel('ڈاکٹر کا نام').fill('Imran');
  await main.getByRole('button', { name: 'تلاش کریں', exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('q') === 'Imran');
  const result = main.getByRole('article').filter({ hasText: BOOKABLE_DOCTOR.name });
  await result.waitFor();
  // The new results, not the previous ones shown faded while they load.
  await main.locator('ol[aria-busy="false"]').waitFor();
  await expectAccessible(page);
  await result.getByRole('link', { name: BOOKABLE_DOCTOR.name, exact: true }).click();
  await page.waitForURL((url) => url.pathname === urdu(`/doctors/${BOOKABLE_DOCTOR.pmdc}`));

  // pickSlot waits for the day to be pressed: the times shown before are the previous day's.
  const time = await pickSlot(page, 1, { date: 'تاریخ', time: 'وقت' });
  // Urdu times name the part of the day, the clock in an LTR isolate (docs/i18n.md "Times").
  expect(time).toMatch(/^(صبح|دوپہر|شام|رات) \u2066?\d{1,2}:\d{2}\u2069?$/);
  await expectAccessible(page);
  await main.getByRole('button', { name: 'اپائنٹمنٹ بُک کریں' }).click();

  // Signed out: the Urdu sign-in page, then back to the same doctor and time.
  await page.waitForURL((url) => url.pathname === urdu('/patient/login'));
  await main.getByRole('region', { name: 'آپ یہ اپائنٹمنٹ بُک کر رہے ہیں' }).waitFor();
  const next = new URL(page.url()).searchParams.get('next');
  const phone = uniquePhone();
  await main.getByLabel('موبائل نمبر').fill(phone);
  await main.getByLabel('آپ کا نام (اختیاری)').fill('Sana Mirza');
  await main.getByRole('button', { name: 'کوڈ بھیجیں' }).click();
  const firstDigit = main.getByLabel(/تصدیقی کوڈ کا ہندسہ/).first();
  await firstDigit.waitFor();
  await expectAccessible(page);
  const code = await qa.otp(phone);
  await firstDigit.click();
  await page.keyboard.type(code, { delay: 20 });
  await main.getByRole('button', { name: 'تصدیق کریں اور سائن اِن کریں' }).click();
  // After the code the kept time is booked at once: straight to checkout, no second Book.
  expect(next).toContain('book=1');

  await page.waitForURL((url) => url.pathname.startsWith(urdu('/appointment/payment/checkout/')));
  const status = (title: string) => main.getByRole('status').filter({ hasText: title });
  await status('اپنی ادائیگی مکمل کریں').waitFor();
  expect(await main.innerText()).toContain(time);
  await expectAccessible(page);
  await saveScreenshot(page, 'ur-booking-checkout');

  await main.getByRole('radio', { name: /JazzCash/ }).click();
  await main.getByRole('button', { name: /ادا کریں$/ }).click();
  await page.waitForURL((url) => url.pathname === '/__gateway/pay');
  await page.getByRole('radio', { name: /\(000\)/ }).check();
  // An Urdu payer's gateway is Urdu (startPayment's lang): its button reads "Rs. … ادا کریں".
  await page.getByRole('button', { name: /ادا کریں$/ }).click();
  // The gateway returns to the English URL; the return the checkout arranged opens in Urdu again.
  await page.waitForURL((url) => url.pathname.startsWith(urdu('/appointment/payment/checkout/')));
  await waitForInteractive(page);
  await status('ادائیگی موصول ہو گئی').waitFor();
  await saveScreenshot(page, 'ur-booking-confirmation');
  expect(new URL(page.url()).searchParams.get('code')).toBe('000');
  expect(await documentLayout(page)).toEqual({ lang: 'ur', dir: 'rtl', overflow: 0 });
});
