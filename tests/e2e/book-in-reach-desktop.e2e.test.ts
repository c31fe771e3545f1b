import { barBook, inView, placement } from './fixtures/action-errors';
import { BOOKABLE_DOCTOR } from './fixtures/booking';
import { waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { DESKTOP, expect, test } from './fixtures/test';

// Issue 34, item 6: on a 1280×800 screen, after a time was chosen on a search card, Book was 986 px below.
test('when a time is chosen on a search card at 1280×800, then the profile opens with it chosen and Book in view without scrolling', async ({
  open,
  expectAccessible,
}) => {
  const page = await open(`${paths.doctorsSearchOnline}&q=${encodeURIComponent('Imran Qureshi')}`, {
    viewport: DESKTOP,
  });
  await waitForInteractive(page);
  const main = page.getByRole('main');
  const times = main.getByTestId('next-slots').first().getByRole('link');
  await times.first().waitFor();
  await expectAccessible(page);
  const label = (await times.first().innerText()).trim();
  const time = label.match(/\d\d:\d\d [AP]M$/)![0];
  await times.first().click();
  await page.waitForURL((url) => url.pathname === `/doctors/${BOOKABLE_DOCTOR.pmdc}` && url.searchParams.has('time'));
  await main.getByRole('button', { pressed: true, name: time }).waitFor();

  const book = barBook(page, 'en');
  await book.waitFor();
  expect(await page.evaluate(() => scrollY)).toBe(0);
  await expect.poll(() => placement(book)).toMatchObject(inView);
  expect(await main.getByRole('region', { name: 'Your choice' }).innerText()).toContain(time);
  await expectAccessible(page);
});
