import { BOOKABLE_DOCTOR } from './fixtures/booking';
import { waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { saveScreenshot } from './fixtures/screenshots';
import { expect, PHONE, test } from './fixtures/test';

// Issue 24, points 1 and 6: find a doctor from home, and the finder's mode filters the cards.
test('when a visitor searches from the home page on a phone, then the finder opens with the search and its cards match the mode', async ({
  open,
  expectAccessible,
}) => {
  const page = await open(paths.home, { viewport: PHONE });
  await waitForInteractive(page);
  const main = page.getByRole('main');
  const band = main.getByRole('region', { name: 'Find a doctor and book' });
  await band.waitFor();
  // Right after the hero: the search band is the first section after it.
  await expectAccessible(page);
  await band.getByLabel('Speciality or doctor name').fill('Cardiologist');
  await band.getByLabel('Online (video)').check();
  await band.getByRole('button', { name: 'Search doctors' }).click();
  await page.waitForURL((url) => url.pathname === paths.doctorsSearch);
  const url = new URL(page.url());
  expect(url.searchParams.get('q')).toBe('Cardiologist');
  expect(url.searchParams.get('is_online')).toBe('true');
  const card = main.getByRole('article').filter({ hasText: BOOKABLE_DOCTOR.name });
  await card.waitFor();
  await expectAccessible(page);

  // In-clinic (the finder's default mode): every card offers a clinic (an online-only doctor is not listed).
  await page.goto(paths.doctorsSearch);
  await waitForInteractive(page);
  await main.getByRole('article').first().waitFor();
  await expect
    .poll(async () =>
      (await main.getByRole('article').allInnerTexts()).every((t) => !t.includes('Online consultation')),
    )
    .toBe(true);
  await saveScreenshot(page, 'issue24-search-clinic');

  // The top speciality shortcuts lead into the finder too.
  await page.goto(paths.home);
  await waitForInteractive(page);
  await main
    .getByRole('navigation', { name: 'Popular specialities' })
    .getByRole('link', { name: 'Cardiologist' })
    .click();
  await page.waitForURL((u) => u.searchParams.get('speciality') === 'Cardiologist');
  await main.getByRole('article').first().waitFor();
  await expectAccessible(page);
});
