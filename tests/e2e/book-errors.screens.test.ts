import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe } from 'vitest';
import { actionWords, barBook, inView, placement } from './fixtures/action-errors';
import { BOOKABLE_DOCTOR, doctorPath, pickSlot } from './fixtures/booking';
import { waitForInteractive } from './fixtures/home';
import { screenshotDir } from './fixtures/screenshots';
import { signInPatientInPage } from './fixtures/sign-in';
import { uniquePhone } from './fixtures/sessions';
import { DESKTOP, expect, test } from './fixtures/test';
import { urdu } from './fixtures/urdu';

const PHONE_812 = { width: 375, height: 812 } as const;

// Issue 34, items 1, 2 and 6: the screens for people to look at (reports/screenshots, gitignored),
// at 375 and 1280 px in English and Urdu. Viewport shots (not full page): what the eye sees is the point.
describe('failed actions, offline and Book in reach', () => {
  test.for([
    { viewport: PHONE_812, language: 'en' as const },
    { viewport: DESKTOP, language: 'en' as const },
    { viewport: PHONE_812, language: 'ur' as const },
    { viewport: DESKTOP, language: 'ur' as const },
  ])(
    'when Book fails at $viewport.width px in $language, then the time chosen, the 500, the offline notice and its failure are saved',
    async ({ viewport, language }, { open, qa }) => {
      const w = actionWords[language];
      const at = (path: string) => (language === 'ur' ? urdu(path) : path);
      const page = await open(at(doctorPath(BOOKABLE_DOCTOR.pmdc)), {
        viewport,
        allowConsole: [/status of 500/, /ERR_INTERNET_DISCONNECTED/, /WebSocket/],
      });
      const shot = (name: string) => {
        mkdirSync(screenshotDir, { recursive: true });
        const path = join(screenshotDir, `issue34-${language}-${name}-${viewport.width}.png`);
        return page.screenshot({ path, animations: 'disabled' });
      };
      await waitForInteractive(page);
      await signInPatientInPage(page, qa, uniquePhone());
      await pickSlot(page, 1, { date: w.date, time: w.time });
      await shot('slot-picked');

      await qa.fault({ operation_id: 'bookAppointment', status: 500, count: 1 });
      try {
        await barBook(page, language).click();
        const failed = page.getByRole('main').getByRole('alert').filter({ hasText: w.serverError });
        // The page scrolls smoothly to the message: shoot once it has arrived.
        await expect.poll(() => placement(failed)).toMatchObject(inView);
        await shot('book-500');
      } finally {
        await qa.clearFaults();
      }

      await page.context().setOffline(true);
      await page.getByTestId('offline-notice').getByText(w.offline).waitFor();
      await shot('offline');
      await barBook(page, language).click();
      const offline = page.getByRole('main').getByRole('alert').filter({ hasText: w.network });
      await expect.poll(() => placement(offline)).toMatchObject(inView);
      await shot('book-offline');
      await page.context().setOffline(false);
    },
  );
});
