import { describe } from 'vitest';
import type { Page } from 'playwright-core';
import { waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { saveScreenshot } from './fixtures/screenshots';
import { apiThrough, AUTH_TOKEN_KEY } from './fixtures/sessions';
import { DESKTOP, PHONE, test } from './fixtures/test';
import { urdu } from './fixtures/urdu';

// Issue 25, points 11 and 12, for people to look at (reports/screenshots, gitignored), at 375 and
// 1280 px in English and Urdu: the clinic dashboard with its branch and switcher, and a sign-up form
// sent empty (every error at once, placeholders grey). The behaviour is checked by
// clinic-branches.e2e.test.ts.
const words = { en: { send: 'Continue' }, ur: { send: 'جاری رکھیں' } } as const;

/** The seeded owner of two branches, signed in through the API in the page's cookies and stored as the portal does. */
async function signInOwner(page: Page): Promise<void> {
  const api = await apiThrough(page.request, new URL(page.url()).origin);
  const res = await api.POST('/api/clinic/clinic_login', {
    body: { email: 'owner@shifaclinic.pk', password: 'Clinic@123', facility_type: 0, branch_id: 11 },
  });
  if (!res.data) throw new Error(`clinic_login ${res.response.status}`);
  const session = JSON.stringify(res.data.data);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [AUTH_TOKEN_KEY, session]);
}

describe('form and clinic dashboard screenshots', () => {
  test.for([
    { viewport: PHONE, language: 'en' as const },
    { viewport: DESKTOP, language: 'en' as const },
    { viewport: PHONE, language: 'ur' as const },
    { viewport: DESKTOP, language: 'ur' as const },
  ])(
    'when the dashboard and a form are shown at $viewport.width px in $language, then their screens are saved',
    async ({ viewport, language }, { open }) => {
      const at = (path: string) => (language === 'ur' ? urdu(path) : path);
      const page = await open(at(paths.signup.hospital), { viewport });
      await waitForInteractive(page);
      const main = page.getByRole('main');
      await main.getByRole('button', { name: words[language].send }).click();
      await main.locator('[aria-invalid="true"]').nth(4).waitFor();
      await saveScreenshot(page, `issue25-${language}-form-all-errors`);

      await signInOwner(page);
      await page.goto(at(paths.clinicDashboard));
      await waitForInteractive(page);
      await main.locator('select').first().waitFor();
      await saveScreenshot(page, `issue25-${language}-clinic-branch-switcher`);
    },
  );
});
