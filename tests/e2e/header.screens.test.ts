import { waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { saveScreenshot } from './fixtures/screenshots';
import { AUTH_TOKEN_KEY, sessions, uniquePhone } from './fixtures/sessions';
import { signInPatientInPage } from './fixtures/sign-in';
import { PHONE, test } from './fixtures/test';
import { urdu } from './fixtures/urdu';

// For people to look at (reports/screenshots, gitignored): issue 24's header, the patient's page
// without a booking bar over it, and the language suggestion.
const WIDTHS = [1024, 1280, 1440];

test('when the header is shown at 1024, 1280 and 1440 px, signed out and in, in English and Urdu, then screenshots are saved', async ({
  open,
  qa,
}) => {
  const page = await open(paths.about, { viewport: { width: 1024, height: 800 } });
  const shoot = async (state: string) => {
    for (const [language, path] of [
      ['en', paths.about],
      ['ur', urdu(paths.about)],
    ] as const) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await waitForInteractive(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await saveScreenshot(page, `issue24-header-${state}-${language}`);
      }
    }
  };
  await shoot('signed-out');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    AUTH_TOKEN_KEY,
    JSON.stringify(sessions.doctor),
  ] as const);
  await shoot('doctor');
  await page.evaluate((key) => localStorage.removeItem(key), AUTH_TOKEN_KEY);
  await page.goto(paths.about);
  await signInPatientInPage(page, qa, uniquePhone(), 'Muhammad Abdullah Qureshi');
  await shoot('patient');

  // The patient's own page on a phone: the booking banner at its end, nothing stuck over it.
  await page.setViewportSize(PHONE);
  for (const [language, path] of [
    ['en', paths.patientProfile],
    ['ur', urdu(paths.patientProfile)],
  ] as const) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await waitForInteractive(page);
    await saveScreenshot(page, `issue24-patient-profile-${language}`);
  }

  // Back on an English page after /ur: English, with the suggestion to read it in Urdu.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(paths.doctorsSearch, { waitUntil: 'networkidle' });
  await page.getByRole('complementary', { name: 'Language suggestion' }).waitFor();
  await saveScreenshot(page, 'issue24-language-suggestion');
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'issue24-language-suggestion');
});
