import { BOOKABLE_DOCTOR, doctorPath } from './fixtures/booking';
import { waitForInteractive } from './fixtures/home';
import { saveScreenshot } from './fixtures/screenshots';
import { expect, PHONE, test } from './fixtures/test';

// Issue 24, point 2: dates scroll with arrows, times come in Morning / Afternoon / Evening with
// "more", and on a phone the chosen time waits in a sticky bar with Book.
test('when a patient picks an evening time from "more" on a phone, then the sticky bar sums it up and Book is in view', async ({
  open,
  expectAccessible,
}) => {
  const page = await open(doctorPath(BOOKABLE_DOCTOR.pmdc), { viewport: PHONE });
  await waitForInteractive(page);
  const main = page.getByRole('main');
  const strip = main.getByRole('group', { name: 'Date' });
  await strip.waitFor();
  // The strip overflows: Later dates scrolls it, Earlier dates then brings it back.
  const later = main.getByRole('button', { name: 'Later dates' });
  await expect.poll(() => later.isEnabled()).toBe(true);
  const scrolled = () => strip.evaluate((el) => el.parentElement!.scrollLeft);
  await later.click();
  await expect.poll(scrolled).toBeGreaterThan(0);
  await expect.poll(() => main.getByRole('button', { name: 'Earlier dates' }).isEnabled()).toBe(true);
  const day = strip.getByRole('button', { disabled: false }).nth(1);
  await day.click();
  // The times shown until the day is pressed are the previous day's.
  await expect.poll(() => day.getAttribute('aria-pressed')).toBe('true');

  const evening = main.getByRole('group', { name: /^Evening/ });
  await evening.waitFor();
  const shownBefore = await evening.getByRole('button').count();
  expect(shownBefore).toBeLessThanOrEqual(6);
  await main
    .getByRole('button', { name: /^Show \d+ more$/ })
    .last()
    .click();
  const times = evening.getByRole('button', { disabled: false });
  expect(await evening.getByRole('button').count()).toBeGreaterThan(shownBefore);
  const last = times.last();
  const time = (await last.innerText()).trim();
  await last.click();
  await expect.poll(() => last.getAttribute('aria-pressed')).toBe('true');
  await expectAccessible(page);

  const bar = main.getByRole('region', { name: 'Your choice' });
  expect(await bar.innerText()).toContain(`${time} · ${BOOKABLE_DOCTOR.onlineFee}`);
  const box = await bar.boundingBox();
  expect(box && Math.round(box.y + box.height)).toBe(PHONE.height);
  await saveScreenshot(page, 'issue24-profile-evening');
});
