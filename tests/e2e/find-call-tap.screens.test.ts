import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { BOOKABLE_DOCTOR, doctorPath } from './fixtures/booking';
import { ringPatient, signInPatientForCalls } from './fixtures/calls';
import { waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { saveScreenshot, screenshotDir } from './fixtures/screenshots';
import { test } from './fixtures/test';
import { urdu } from './fixtures/urdu';

// For people to look at (reports/screenshots, gitignored): issue 34's changed screens at 375 and
// 1280 px in English and Urdu: "Find a doctor" in the header and drawer, the 44 px controls of the
// profile, lab and sign-in pages, the profile's "Skip to booking", and the minimised call.
const WIDTHS = [375, 1280] as const;
const LANGUAGES = [
  { language: 'en', at: (path: string) => path },
  { language: 'ur', at: urdu },
] as const;

test('when the changed screens are shown at 375 and 1280 px in English and Urdu, then screenshots are saved', async ({
  open,
}) => {
  const page = await open(paths.home, { viewport: { width: 375, height: 812 } });
  const main = page.getByRole('main');
  for (const { language, at } of LANGUAGES) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      await page.goto(at(paths.home));
      await waitForInteractive(page);
      await page.screenshot({ path: shotPath(`issue34-home-first-screen-${language}`, width), animations: 'disabled' });
      if (width === 375) {
        await page.locator('header').getByRole('button').last().click();
        await page.getByRole('dialog').getByRole('navigation').waitFor();
        await page.screenshot({ path: shotPath(`issue34-drawer-${language}`, width), animations: 'disabled' });
        await page.keyboard.press('Escape');
      }

      await page.goto(at(doctorPath(BOOKABLE_DOCTOR.pmdc)));
      await waitForInteractive(page);
      await main.getByRole('group').getByRole('button', { disabled: false }).first().waitFor();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await saveScreenshot(page, `issue34-profile-skip-to-booking-${language}`);

      await page.goto(at('/labs/1'));
      await waitForInteractive(page);
      await main.getByRole('checkbox').first().waitFor();
      await saveScreenshot(page, `issue34-lab-rows-${language}`);

      await page.goto(at(paths.login.patient));
      await waitForInteractive(page);
      await saveScreenshot(page, `issue34-patient-sign-in-${language}`);
    }
  }
});

test('when a ringing call is minimised, then the panel and the bar are saved at 375 and 1280 px in English and Urdu', async ({
  open,
}) => {
  const mockUrl = inject('mockUrl');
  for (const { language, at } of LANGUAGES) {
    const page = await open(at(paths.about), {
      viewport: { width: 375, height: 812 },
      allowConsole: [/status of 404 .*\/api\/patient\/image/],
    });
    const patient = await signInPatientForCalls(page, mockUrl);
    await waitForInteractive(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      await ringPatient(mockUrl, patient.user_id);
      const panel = page.getByRole('alertdialog');
      await panel.waitFor();
      await page.screenshot({ path: shotPath(`issue34-call-panel-${language}`, width), animations: 'disabled' });
      await page.keyboard.press('Escape');
      await page
        .getByRole('region')
        .filter({ has: page.getByRole('button') })
        .last()
        .waitFor();
      await page.screenshot({ path: shotPath(`issue34-call-bar-${language}`, width), animations: 'disabled' });
      // The 10 s end the call as missed before the next one rings.
      await page.getByRole('status').last().waitFor({ timeout: 15_000 });
    }
    await page.close();
  }
});

/** A screenshot of the first screen only (saveScreenshot takes the whole page). */
function shotPath(name: string, width: number): string {
  mkdirSync(screenshotDir, { recursive: true });
  return join(screenshotDir, `${name}-${width}.png`);
}
