import { describe } from 'vitest';
import { waitForPatientOnline } from './fixtures/calls';
import { home, waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { AUTH_TOKEN_KEY, uniquePhone } from './fixtures/sessions';
import { enterNumberAndCode, signInPatientThroughUi } from './fixtures/sign-in';
import { expect, test } from './fixtures/test';
import { documentLayout, urdu } from './fixtures/urdu';

// Issue 21, F13: a patient whose session ends on the server is signed out in the open page and told
// so, in the page's language, instead of being shown as signed in and ready for calls.
const languages = [
  {
    language: 'en',
    path: paths.patientProfile,
    title: 'Your session has ended',
    signInAgain: 'Sign in again',
    login: 'Login',
    signInHref: '/patient/login?next=%2Fpatient%2Fprofile',
  },
  {
    language: 'ur',
    path: urdu(paths.patientProfile),
    title: 'آپ کا سیشن ختم ہو گیا ہے',
    signInAgain: 'دوبارہ سائن اِن کریں',
    login: 'لاگ اِن',
    signInHref: '/ur/patient/login?next=%2Fpatient%2Fprofile',
  },
] as const;

describe('a session that expires under an open page', () => {
  test.for(languages)(
    'when the server expires the patient’s session ($language), then the page signs out, says so and offers the sign-in page back',
    async ({ language, path, title, signInAgain, login, signInHref }, { open, qa, expectAccessible }) => {
      // The profile may ask for the appointments once more and hear 401 (the browser logs it).
      const page = await open(paths.login.patient, { allowConsole: [/status of 401 \(Unauthorized\)/] });
      await waitForInteractive(page);
      const phone = uniquePhone();
      await signInPatientThroughUi(page, qa, phone, 'Hina Expired');
      const { user_id } = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), AUTH_TOKEN_KEY);
      await page.goto(path);
      await waitForInteractive(page);
      const header = home.header(page);
      await header.getByRole('link', { name: /Hina Expired/ }).waitFor();
      await waitForPatientOnline(qa.baseUrl, user_id);
      await expectAccessible(page);

      expect(await qa.expireSessions({ user_id, role: 'patient' })).toBe(1);

      const notice = page.getByRole('main').getByRole('alert').filter({ hasText: title });
      await notice.waitFor();
      expect(await notice.getByRole('link', { name: signInAgain }).getAttribute('href')).toBe(signInHref);
      await header.getByRole('button', { name: login, exact: true }).waitFor();
      expect(await header.getByRole('link', { name: /Hina Expired/ }).count()).toBe(0);
      expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_KEY)).toBeNull();
      if (language === 'ur') expect((await documentLayout(page)).dir).toBe('rtl');
      await expectAccessible(page);

      // Signing in again from the notice comes back to the page, signed in.
      await notice.getByRole('link', { name: signInAgain }).click();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === signInHref);
      if (language === 'en') {
        await enterNumberAndCode(page, qa, phone);
        await page.waitForURL((url) => url.pathname === path);
        await header.getByRole('link', { name: /Hina Expired/ }).waitFor();
        expect(await page.getByRole('main').getByRole('alert').filter({ hasText: title }).count()).toBe(0);
      }
    },
  );
});
