import { describe } from 'vitest';
import { BOOKABLE_DOCTOR, doctorPath } from './fixtures/booking';
import { waitForInteractive } from './fixtures/home';
import { uniquePhone } from './fixtures/sessions';
import { PHONE, allowConsole, expect, test } from './fixtures/test';
import { urdu } from './fixtures/urdu';
import { badgeTextBoxes, failSendingCodes, holdSlotInPage, latinLeaks } from './fixtures/urdu-quality';

const SERVER_ERROR_UR = 'ہماری طرف کوئی خرابی ہو گئی۔ براہِ کرم دوبارہ کوشش کریں۔';
const strip = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

// Issue 25 points 3, 4, 5, 9 and issue 24 points 9, 15: Urdu pages say errors in Urdu, keep numbers
// and English runs in their own order, and show the store badges whole.
describe('Urdu without English leftovers', () => {
  test('when a server error, a wrong code, the checkout and the footer show on Urdu pages, then all read in Urdu and in order', async ({
    open,
    qa,
    expectAccessible,
  }) => {
    const page = await open(urdu('/patient/login'), { viewport: PHONE });
    // The forced 500 and the wrong code's 401 are meant.
    allowConsole(page, /status of (500|401)/);
    await waitForInteractive(page);
    const main = page.getByRole('main');
    expect(await latinLeaks(page), 'sign-in').toEqual([]);

    // A 5xx with the server's raw English: the Urdu page says it in Urdu, and never "Internal server error".
    await failSendingCodes(page);
    const phone = uniquePhone();
    await main.getByLabel('موبائل نمبر').fill(phone);
    await main.getByRole('button', { name: 'کوڈ بھیجیں' }).click();
    const alert = main.getByRole('alert');
    await expect.poll(() => alert.innerText()).toContain(SERVER_ERROR_UR);
    expect(await main.innerText()).not.toContain('Internal server error');
    await expectAccessible(page);
    await page.unroute('**/api/auth/send-verification-code');

    // A wrong code: the boxes empty, the first takes focus, and the tries left come in Urdu.
    await main.getByRole('button', { name: 'کوڈ بھیجیں' }).click();
    const digits = main.getByLabel(/تصدیقی کوڈ کا ہندسہ/);
    await digits.first().waitFor();
    const code = await qa.otp(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    await digits.first().click();
    await page.keyboard.type(wrong, { delay: 20 });
    await main.getByRole('button', { name: 'تصدیق کریں اور سائن اِن کریں' }).click();
    await expect.poll(async () => strip(await alert.innerText())).toContain('غلط کوڈ۔ مزید 4 کوششیں باقی ہیں۔');
    expect(await alert.innerText()).not.toMatch(/Wrong code|We could not complete/);
    await expect
      .poll(() => digits.evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value).join('')))
      .toBe('');
    await expect.poll(() => digits.first().evaluate((box) => box === document.activeElement)).toBe(true);
    await expectAccessible(page);

    // The right code now: no stale "wrong code" while it is checked, and the profile opens.
    await page.keyboard.type(code, { delay: 20 });
    await main.getByRole('button', { name: 'تصدیق کریں اور سائن اِن کریں' }).click();
    await page.waitForURL((url) => url.pathname === urdu('/patient/profile'));

    // The checkout's support number reads 0311-1222398, in a left-to-right isolate.
    const checkout = await holdSlotInPage(page);
    await page.goto(urdu(checkout));
    await waitForInteractive(page);
    await expect.poll(() => main.innerText()).toContain(BOOKABLE_DOCTOR.name);
    const support = main.locator('a[href^="tel:"]').first();
    expect(strip(await support.innerText())).toBe('0311-1222398');
    expect(await support.evaluate((link) => link.querySelector('bdi')?.getAttribute('dir'))).toBe('ltr');
    const order = await support.evaluate((link) => {
      // Visual order: the "0311" run starts left of the "1222398" run.
      const text = link.querySelector('bdi')!.firstChild!;
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, 4);
      const first = range.getBoundingClientRect().left;
      range.setStart(text, 5);
      range.setEnd(text, 12);
      return { first, second: range.getBoundingClientRect().left };
    });
    expect(order.first).toBeLessThan(order.second);
    await expectAccessible(page);
    expect(await latinLeaks(page), 'checkout').toEqual([]);

    // The footer's store badges (Urdu files) are whole: every line of their text inside its badge.
    await page.locator('footer').scrollIntoViewIfNeeded();
    const boxes = await badgeTextBoxes(page);
    expect(boxes.length).toBeGreaterThanOrEqual(4);
    expect(boxes.map((box) => box.text)).toEqual(expect.arrayContaining(['حاصل کریں', 'ڈاؤن لوڈ کریں']));
    for (const box of boxes) {
      expect(box.left, box.text).toBeGreaterThanOrEqual(0);
      expect(box.right, box.text).toBeLessThanOrEqual(box.width);
    }
  });

  test('when the main Urdu pages load, then no Latin-script phrase shows outside an isolate', async ({
    open,
    expectAccessible,
  }) => {
    const page = await open(urdu('/'), { viewport: PHONE });
    const main = page.getByRole('main');
    const leaks: Record<string, unknown[]> = {};
    for (const path of ['/', '/about', '/doctors/search', doctorPath(BOOKABLE_DOCTOR.pmdc)]) {
      if (path !== '/') await page.goto(urdu(path));
      await waitForInteractive(page);
      // The data the page shows, not its loading state.
      if (path === '/doctors/search') await main.getByRole('article').first().waitFor();
      if (path.startsWith('/doctors/')) await main.getByRole('heading', { level: 1 }).waitFor();
      const found = await latinLeaks(page);
      if (found.length > 0) leaks[path] = found;
    }
    expect(leaks).toEqual({});
    await expectAccessible(page);
  });
});
