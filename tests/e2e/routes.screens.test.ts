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

// One test per route and width, so a slow machine gives each its own time limit.
const shots = [DESKTOP, PHONE].flatMap((viewport) => mainRoutes.map((path) => ({ viewport, path })));

describe('screenshots of the main routes', () => {
  test.for(shots)(
    'when $path renders at $viewport.width px, then a full-page screenshot is saved',
    async ({ viewport, path }, { open }) => {
      const page = await open(path, { viewport, waitUntil: 'networkidle' });
      await waitForInteractive(page);
      await saveScreenshot(page, routeSlug(path));
      await page.close();
    },
  );
});
