import { BOOKABLE_DOCTOR, pickSlot } from './fixtures/booking';
import { waitForInteractive } from './fixtures/home';
import { saveScreenshot } from './fixtures/screenshots';
import { uniquePhone } from './fixtures/sessions';
import { expect, PHONE, test } from './fixtures/test';
import { documentLayout, urdu } from './fixtures/urdu';

const RTL_FITS = { lang: 'ur', dir: 'rtl', overflow: 0 };

// Issue 12: the booking journey in Urdu on a 375 px phone, right to left at every step.
test('when a patient books in Urdu on a 375 px phone, then every step is right to left, fits the screen and the booking is confirmed', async ({
  open,
  qa,
  expectAccessible,
}) => {
  const page = await open(urdu('/doctors/search?is_online=true'), { viewport: PHONE });
  await waitForInteractive(page);
  const main = page.getByRole('main');
  await main.getByRole('article').first().waitFor();
  expect(await documentLayout(page)).toEqual(RTL_FITS);
  await expectAccessible(page);
  await saveScreenshot(page, 'ur-booking-search');

  await page.goto(urdu(`/doctors/${BOOKABLE_DOCTOR.pmdc}`));
  const time = await pickSlot(page, 1, { date: 'تاریخ', time: 'وقت' });
  expect(await documentLayout(page)).toEqual(RTL_FITS);
  // Issue 34: the booking bar keeps "Rs." and its amount on one line (bidi runs may make several
  // boxes of it, all on the same line).
  const fee = page.getByRole('region', { name: 'آپ کا انتخاب' }).locator('bdi > span').filter({ hasText: 'Rs.' });
  const feeLines = await fee.evaluate((el) => new Set([...el.getClientRects()].map((box) => Math.round(box.top))).size);
  expect(feeLines).toBe(1);
  await expectAccessible(page);
  await saveScreenshot(page, 'ur-booking-profile');
  await main.getByRole('button', { name: 'اپائنٹمنٹ بُک کریں' }).click();

  await page.waitForURL((url) => url.pathname === urdu('/patient/login'));
  await main.getByRole('region', { name: 'آپ یہ اپائنٹمنٹ بُک کر رہے ہیں' }).waitFor();
  const phone = uniquePhone();
  await main.getByLabel('موبائل نمبر').fill(phone);
  await main.getByRole('button', { name: 'کوڈ بھیجیں' }).click();
  const firstDigit = main.getByLabel(/تصدیقی کوڈ کا ہندسہ/).first();
  await firstDigit.waitFor();
  const code = await qa.otp(phone);
  await firstDigit.click();
  await page.keyboard.type(code, { delay: 20 });
  await main.getByRole('button', { name: 'تصدیق کریں اور سائن اِن کریں' }).click();
  await page.waitForURL((url) => url.pathname.startsWith(urdu('/appointment/payment/checkout/')));

  const status = (title: string) => main.getByRole('status').filter({ hasText: title });
  await status('اپنی ادائیگی مکمل کریں').waitFor();
  expect(await main.innerText()).toContain(time);
  expect(await documentLayout(page)).toEqual(RTL_FITS);
  await expectAccessible(page);
  await main.getByRole('radio', { name: /Easypaisa/ }).click();
  await main.getByRole('button', { name: /ادا کریں$/ }).click();
  await page.waitForURL((url) => url.pathname === '/__gateway/pay');
  await page.getByRole('radio', { name: /\(121\)/ }).check();
  // An Urdu payer's gateway is Urdu (startPayment's lang): its button reads "Rs. … ادا کریں".
  await page.getByRole('button', { name: /ادا کریں$/ }).click();
  await page.waitForURL((url) => url.pathname.startsWith(urdu('/appointment/payment/checkout/')));
  await status('ادائیگی موصول ہو گئی').waitFor();
  expect(await documentLayout(page)).toEqual(RTL_FITS);
});
