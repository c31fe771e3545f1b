import { describe } from 'vitest';
import { home, waitForInteractive } from './fixtures/home';
import { saveScreenshot } from './fixtures/screenshots';
import { uniquePhone } from './fixtures/sessions';
import { DESKTOP, PHONE, expect, test } from './fixtures/test';
import { documentLayout, urdu } from './fixtures/urdu';

// Issue 12: the demo request and the helpline callback in Urdu, at phone and desktop widths.
describe('the demo request and the helpline in Urdu', () => {
  test.for([PHONE, DESKTOP])(
    'when a visitor requests a demo and a call back in Urdu at $width px, then the Urdu messages show and the requests arrive',
    async (viewport, { open, qa, expectAccessible }) => {
      const page = await open(urdu('/'), { viewport });
      await waitForInteractive(page);
      expect(await documentLayout(page)).toEqual({ lang: 'ur', dir: 'rtl', overflow: 0 });
      await page.getByRole('button', { name: 'سلائیڈ شو روکیں' }).click();

      await page.getByRole('main').getByRole('button', { name: 'ڈیمو کی درخواست کریں' }).first().click();
      const demo = home.dialog(page, 'ڈیمو کی درخواست کریں');
      await demo.waitFor();
      await demo.getByRole('button', { name: 'ڈیمو کی درخواست بھیجیں' }).click();
      await expect.poll(() => demo.getByRole('alert').innerText()).toBe('براہِ کرم تمام خانے پُر کریں۔');
      await demo.getByLabel('پورا نام').fill('بلال احمد');
      await demo.getByLabel('موبائل نمبر').fill('12345');
      const demoPhone = uniquePhone();
      await demo.getByLabel('ای میل').fill(`bilal.${demoPhone}@citycare.pk`);
      await demo.getByRole('button', { name: 'ڈیمو کی درخواست بھیجیں' }).click();
      await expect.poll(() => demo.getByRole('alert').innerText()).toBe('درست موبائل نمبر درج کریں');
      await expectAccessible(page);
      if (viewport === PHONE) await saveScreenshot(page, 'ur-demo-form');
      await demo.getByLabel('موبائل نمبر').fill(demoPhone);
      await demo.getByRole('button', { name: 'ڈیمو کی درخواست بھیجیں' }).click();
      await expect.poll(() => demo.getByRole('status').innerText()).toContain('درخواست موصول ہو گئی!');
      expect(JSON.stringify(await qa.submissions('demo'))).toContain(demoPhone);
      await page.keyboard.press('Escape');
      await demo.waitFor({ state: 'hidden' });

      if (viewport === PHONE) {
        await page.locator('header').getByRole('button', { name: 'نیویگیشن مینو کھولیں' }).click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: /^ہمیں کال کریں/ })
          .click();
      } else {
        await page
          .locator('header')
          .getByRole('button', { name: /^ہمیں کال کریں/ })
          .first()
          .click();
      }
      const helpline = home.dialog(page, 'واپس کال کی درخواست');
      await helpline.waitFor();
      await helpline.getByLabel('موبائل نمبر').fill('0300123');
      await helpline.getByRole('button', { name: 'مجھے کال کریں' }).click();
      await expect.poll(() => helpline.innerText()).toContain('درست موبائل نمبر درج کریں');
      await expectAccessible(page);
      const helplinePhone = uniquePhone();
      await helpline.getByLabel('موبائل نمبر').fill(helplinePhone);
      await helpline.getByRole('button', { name: 'مجھے کال کریں' }).click();
      await expect.poll(() => helpline.getByRole('status').innerText()).toContain('ہمیں آپ کی درخواست موصول ہو گئی ہے');
      expect(JSON.stringify(await qa.submissions('helpline'))).toContain(helplinePhone);
    },
  );
});
