import { describe } from 'vitest';
import type { Page } from 'playwright-core';
import { BOOKABLE_DOCTOR } from './fixtures/booking';
import { waitForInteractive } from './fixtures/home';
import { saveScreenshot } from './fixtures/screenshots';
import { uniquePhone } from './fixtures/sessions';
import { DESKTOP, PHONE, allowConsole, test } from './fixtures/test';
import { urdu } from './fixtures/urdu';
import { failSendingCodes, holdSlotInPage } from './fixtures/urdu-quality';

// Issue 25 points 3, 4, 5, 9 (and issue 24 points 9, 15) for people to look at, at 375 and 1280 px in
// English and Urdu: a server error, the wrong-code step, the checkout's support number, the footer.
// The behaviour itself is checked by urdu-quality.e2e.test.ts.
const words = {
  en: {
    phone: 'Mobile number',
    send: 'Send code',
    verify: 'Verify and sign in',
    digit: 'Verification code digit 1 of 6',
  },
  ur: { phone: 'موبائل نمبر', send: 'کوڈ بھیجیں', verify: 'تصدیق کریں اور سائن اِن کریں', digit: /تصدیقی کوڈ کا ہندسہ/ },
} as const;

const inLanguage = (language: 'en' | 'ur', path: string) => (language === 'ur' ? urdu(path) : path);

describe('Urdu quality screenshots', () => {
  test.for([
    { viewport: PHONE, language: 'en' as const },
    { viewport: DESKTOP, language: 'en' as const },
    { viewport: PHONE, language: 'ur' as const },
    { viewport: DESKTOP, language: 'ur' as const },
  ])('$language at $viewport.width px', async ({ viewport, language }, { open, qa }) => {
    const w = words[language];
    const shoot = (page: Page, name: string) => saveScreenshot(page, `issue25-${language}-${name}`);
    const page = await open(inLanguage(language, '/patient/login'), { viewport });
    allowConsole(page, /status of (500|401)/);
    await waitForInteractive(page);
    const main = page.getByRole('main');

    await failSendingCodes(page);
    const phone = uniquePhone();
    await main.getByLabel(w.phone).fill(phone);
    await main.getByRole('button', { name: w.send }).click();
    await main.getByRole('alert').waitFor();
    await shoot(page, 'server-error');
    await page.unroute('**/api/auth/send-verification-code');

    await main.getByRole('button', { name: w.send }).click();
    const first = main.getByLabel(w.digit).first();
    await first.waitFor();
    const code = await qa.otp(phone);
    await first.click();
    await page.keyboard.type(code === '000000' ? '111111' : '000000', { delay: 20 });
    await main.getByRole('button', { name: w.verify }).click();
    await main.getByRole('alert').waitFor();
    await shoot(page, 'wrong-code');

    await page.keyboard.type(code, { delay: 20 });
    await main.getByRole('button', { name: w.verify }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/patient/profile'));
    await page.goto(inLanguage(language, await holdSlotInPage(page)));
    await waitForInteractive(page);
    await main.getByText(BOOKABLE_DOCTOR.name).first().waitFor();
    await main.locator('a[href^="tel:"]').first().scrollIntoViewIfNeeded();
    await shoot(page, 'checkout-support');
    await page.locator('footer').scrollIntoViewIfNeeded();
    await shoot(page, 'footer');
  });
});
