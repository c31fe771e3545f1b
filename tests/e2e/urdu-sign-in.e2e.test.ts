import { describe } from 'vitest';
import { waitForInteractive } from './fixtures/home';
import { saveScreenshot } from './fixtures/screenshots';
import { uniquePhone } from './fixtures/sessions';
import { DESKTOP, PHONE, expect, test } from './fixtures/test';
import { documentLayout, switchLanguage, urdu } from './fixtures/urdu';

// Issue 12: patient sign-in in Urdu, its validation message, and back to English on the same page.
describe('patient sign-in in Urdu', () => {
  test.for([PHONE, DESKTOP])(
    'when a patient signs in in Urdu at $width px, then the profile opens in Urdu and English returns the same page',
    async (viewport, { open, qa, expectAccessible }) => {
      const page = await open(urdu('/patient/login'), { viewport });
      await waitForInteractive(page);
      expect(await documentLayout(page)).toEqual({ lang: 'ur', dir: 'rtl', overflow: 0 });
      const main = page.getByRole('main');
      await main.getByLabel('موبائل نمبر').fill('0300');
      await main.getByRole('button', { name: 'کوڈ بھیجیں' }).click();
      await expect.poll(() => main.innerText()).toContain('درست پاکستانی موبائل نمبر درج کریں');
      await expectAccessible(page);
      if (viewport === PHONE) await saveScreenshot(page, 'ur-sign-in-form');

      const phone = uniquePhone();
      await main.getByLabel('موبائل نمبر').fill(phone);
      await main.getByRole('button', { name: 'کوڈ بھیجیں' }).click();
      const firstDigit = main.getByLabel(/تصدیقی کوڈ کا ہندسہ/).first();
      await firstDigit.waitFor();
      // Issue 35: the code hint is one Urdu sentence with the number in bold inside it.
      await main.getByText(/ہندسوں کا کوڈ بھیجا ہے/).waitFor();
      if (viewport === PHONE) await saveScreenshot(page, 'ur-sign-in-code-step');
      const code = await qa.otp(phone);
      await firstDigit.click();
      await page.keyboard.type(code, { delay: 20 });
      await main.getByRole('button', { name: 'تصدیق کریں اور سائن اِن کریں' }).click();
      await page.waitForURL((url) => url.pathname === urdu('/patient/profile'));
      await main.getByRole('region', { name: 'میری اپائنٹمنٹس' }).waitFor();
      expect(await documentLayout(page)).toEqual({ lang: 'ur', dir: 'rtl', overflow: 0 });
      await expectAccessible(page);

      await switchLanguage(page, 'English', viewport === PHONE);
      await page.waitForURL((url) => url.pathname === '/patient/profile');
      await waitForInteractive(page);
      await main.getByRole('region', { name: 'My appointments' }).waitFor();
      expect(await documentLayout(page)).toEqual({ lang: 'en', dir: 'ltr', overflow: 0 });
    },
  );
});
