import { describe } from 'vitest';
import { waitForInteractive } from './fixtures/home';
import { saveScreenshot } from './fixtures/screenshots';
import { DESKTOP, PHONE, expect, test } from './fixtures/test';
import { documentLayout, switchLanguage, urdu } from './fixtures/urdu';

// Issue 12: the home page in Urdu, right to left, and back to English with the switch.
describe('the home page in Urdu', () => {
  test.for([PHONE, DESKTOP])(
    'when / is opened in Urdu at $width px, then it is right to left without overflow or serious axe findings, and English returns the same page',
    async (viewport, { open, expectAccessible }) => {
      const page = await open(urdu('/'), { viewport, waitUntil: 'networkidle' });
      await waitForInteractive(page);
      expect(await documentLayout(page)).toEqual({ lang: 'ur', dir: 'rtl', overflow: 0 });
      expect(await page.title()).toContain('پاکستان');
      await page.getByRole('button', { name: 'سلائیڈ شو روکیں' }).click();
      expect(await page.getByRole('main').innerText()).toContain('ڈیمو کی درخواست کریں');
      // The Urdu font is used for Urdu text (it was preloaded by the prerendered page).
      await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Noto Naskh Arabic"', 'اردو'))).toBe(true);
      await expectAccessible(page);
      await saveScreenshot(page, 'ur-home');

      await switchLanguage(page, 'English', viewport === PHONE);
      await page.waitForURL((url) => url.pathname === '/');
      await waitForInteractive(page);
      expect(await documentLayout(page)).toEqual({ lang: 'en', dir: 'ltr', overflow: 0 });
      expect(await page.getByRole('main').innerText()).toContain('Request a demo');
    },
  );
});
