import { describe } from 'vitest';
import type { Page } from 'playwright-core';
import { BOOKABLE_DOCTOR, doctorPath } from './fixtures/booking';
import { waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { saveScreenshot } from './fixtures/screenshots';
import { uniquePhone } from './fixtures/sessions';
import { DESKTOP, PHONE, test } from './fixtures/test';
import { urdu } from './fixtures/urdu';

// Issue 24: the booking screens for people to look at (reports/screenshots, gitignored), at 375 and
// 1280 px in English and Urdu: home, search, profile with a time chosen, the sign-in step,
// checkout and the confirmation. The journeys themselves are checked by the booking-* tests.
const words = {
  en: {
    verify: 'Verify and sign in',
    send: 'Send code',
    phone: 'Mobile number',
    book: 'Book appointment',
    pay: /^Pay Rs\./,
    digit: 'Verification code digit 1 of 6',
  },
  ur: {
    verify: 'تصدیق کریں اور سائن اِن کریں',
    send: 'کوڈ بھیجیں',
    phone: 'موبائل نمبر',
    book: 'اپائنٹمنٹ بُک کریں',
    pay: /ادا کریں$/,
    digit: /تصدیقی کوڈ کا ہندسہ/,
  },
} as const;

async function shoot(page: Page, language: 'en' | 'ur', name: string) {
  await saveScreenshot(page, `issue24-${language}-${name}`);
}

describe('booking screenshots', () => {
  test.for([
    { viewport: PHONE, language: 'en' as const },
    { viewport: DESKTOP, language: 'en' as const },
    { viewport: PHONE, language: 'ur' as const },
    { viewport: DESKTOP, language: 'ur' as const },
  ])(
    'when a booking is made at $viewport.width px in $language, then each of its screens is saved',
    async ({ viewport, language }, { open, qa }) => {
      const at = (path: string) => (language === 'ur' ? urdu(path) : path);
      const w = words[language];
      const page = await open(at(paths.home), { viewport, waitUntil: 'networkidle' });
      await waitForInteractive(page);
      await shoot(page, language, 'home');
      await page.goto(at(`${paths.doctorsSearch}?is_online=true&q=Imran`));
      await waitForInteractive(page);
      const main = page.getByRole('main');
      await main.getByRole('article').first().waitFor();
      await shoot(page, language, 'search');
      await page.goto(at(doctorPath(BOOKABLE_DOCTOR.pmdc)));
      await waitForInteractive(page);
      const free = main
        .getByRole('group')
        .filter({ has: page.locator('[aria-pressed]') })
        .last()
        .getByRole('button', { disabled: false });
      await free.first().click();
      await shoot(page, language, 'profile-slot');
      await main.getByRole('button', { name: w.book }).click();
      await page.waitForURL((url) => url.pathname.endsWith('/patient/login'));
      await main.getByRole('region').first().waitFor();
      const phone = uniquePhone();
      await main.getByLabel(w.phone).fill(phone);
      await main.getByRole('button', { name: w.send }).click();
      const digit = main.getByLabel(w.digit).first();
      await digit.waitFor();
      await shoot(page, language, 'sign-in-code');
      await digit.click();
      await page.keyboard.type(await qa.otp(phone), { delay: 20 });
      await main.getByRole('button', { name: w.verify }).click();
      await page.waitForURL((url) => url.pathname.includes('/appointment/payment/checkout/'));
      await main.getByRole('radio', { name: /JazzCash/ }).waitFor();
      await shoot(page, language, 'checkout');
      await main.getByRole('radio', { name: /JazzCash/ }).click();
      await main.getByRole('button', { name: w.pay }).click();
      await page.waitForURL((url) => url.pathname === '/__gateway/pay');
      await page.getByRole('button', { name: /^Pay Rs\./ }).click();
      await page.waitForURL((url) => url.pathname.includes('/appointment/payment/checkout/'));
      await waitForInteractive(page);
      await main.getByRole('link', { name: /\.ics/ }).waitFor();
      await shoot(page, language, 'confirmation');
    },
  );
});
