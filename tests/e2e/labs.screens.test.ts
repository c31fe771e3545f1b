import { describe } from 'vitest';
import { waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { saveScreenshot } from './fixtures/screenshots';
import { DESKTOP, PHONE, test } from './fixtures/test';
import { urdu } from './fixtures/urdu';

// Issue 24 (labs, first free times): the screens for people to look at (reports/screenshots), at
// 375 and 1280 px in English and Urdu. The behaviour is checked by labs-list and search-next-slots.
describe('labs and first-free-times screenshots', () => {
  test.for([
    { viewport: PHONE, language: 'en' as const },
    { viewport: DESKTOP, language: 'en' as const },
    { viewport: PHONE, language: 'ur' as const },
    { viewport: DESKTOP, language: 'ur' as const },
  ])(
    'when /labs, a lab with tests in the cart and search results are opened at $viewport.width px in $language, then each is saved',
    async ({ viewport, language }, { open }) => {
      const at = (path: string) => (language === 'ur' ? urdu(path) : path);
      const shoot = (name: string) => saveScreenshot(page, `issue24-${language}-${name}`);
      const page = await open(at(paths.labs), { viewport, waitUntil: 'networkidle' });
      await waitForInteractive(page);
      const main = page.getByRole('main');
      await main.getByRole('article').first().waitFor();
      await shoot('labs');

      await main.getByRole('article').first().getByRole('link').click();
      await page.waitForURL((url) => /\/labs\/\d+$/.test(url.pathname));
      const tests = main.getByRole('checkbox');
      await tests.first().waitFor();
      await tests.nth(0).check();
      await tests.nth(1).check();
      await page.waitForLoadState('networkidle');
      await shoot('lab-cart');

      await page.goto(new URL(at(`${paths.doctorsSearch}?city=Lahore`), page.url()).href);
      await waitForInteractive(page);
      const firstTimes = main.getByRole('article').first().getByRole('list');
      await firstTimes.first().waitFor();
      await firstTimes.first().scrollIntoViewIfNeeded();
      await shoot('search-next-times');
    },
  );
});
