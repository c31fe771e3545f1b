import { describe } from 'vitest';
import { waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { routeSlug, saveScreenshot } from './fixtures/screenshots';
import { DESKTOP, PHONE, test } from './fixtures/test';

// For people to look at (reports/screenshots, gitignored), on every run.
const mainRoutes = [
  paths.home,
  paths.about,
  paths.contactUs,
  paths.products.clinic,
  paths.products.pharmacy,
  paths.products.hospital,
  paths.products.onlineConsultation,
  paths.login.patient,
  paths.doctorsSearch,
  paths.privacy.faqs,
];

describe('screenshots of the main routes', () => {
  test.for([DESKTOP, PHONE])(
    'when the main routes render at $width px, then a full-page screenshot of each is saved',
    async (viewport, { open }) => {
      for (const path of mainRoutes) {
        const page = await open(path, { viewport, waitUntil: 'networkidle' });
        await waitForInteractive(page);
        await saveScreenshot(page, routeSlug(path));
        await page.close();
      }
    },
  );
});
