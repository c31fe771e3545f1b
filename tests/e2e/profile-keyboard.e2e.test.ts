import type { Page } from 'playwright-core';
import { BOOKABLE_DOCTOR, doctorPath } from './fixtures/booking';
import { waitForInteractive } from './fixtures/home';
import { DESKTOP, expect, PHONE, test } from './fixtures/test';
import { urdu } from './fixtures/urdu';

// Issue 34: on a doctor's profile the times and Book are within 10 Tabs of the page's top. The
// first Tab lands on "Skip to main content", whose next stop is "Skip to booking"; the date strip and
// each part of the day are one Tab stop each (arrow keys move inside them).
const MAX_TABS = 10;

type Focus = { tag: string; name: string; href: string | null; groups: string[]; pressed: string | null };

function focused(page: Page): Promise<Focus> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    // The names of the groups around the focus (the times sit in parts of the day inside "Time").
    const groups: string[] = [];
    for (let g = el?.closest('[role="group"]'); g; g = g.parentElement?.closest('[role="group"]') ?? null) {
      const label = g.getAttribute('aria-labelledby');
      groups.push(
        (g.getAttribute('aria-label') ?? (label ? document.getElementById(label)?.textContent : '') ?? '').trim(),
      );
    }
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      name: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim(),
      href: el?.getAttribute('href') ?? null,
      groups,
      pressed: el?.getAttribute('aria-pressed') ?? null,
    };
  });
}

/** Presses Tab until `done` holds for the focused element; returns how many Tabs that took. */
async function tabUntil(page: Page, done: (focus: Focus) => boolean, budget: number): Promise<number> {
  for (let tabs = 1; tabs <= budget; tabs += 1) {
    await page.keyboard.press('Tab');
    if (done(await focused(page))) return tabs;
  }
  throw new Error(`not reached in ${budget} Tabs; focus on ${JSON.stringify(await focused(page))}`);
}

const cases = [
  { path: doctorPath(BOOKABLE_DOCTOR.pmdc), viewport: DESKTOP, skip: 'Skip to booking', time: 'Time', book: 'Book' },
  { path: doctorPath(BOOKABLE_DOCTOR.pmdc), viewport: PHONE, skip: 'Skip to booking', time: 'Time', book: 'Book' },
  {
    path: urdu(doctorPath(BOOKABLE_DOCTOR.pmdc)),
    viewport: DESKTOP,
    skip: 'بکنگ پر جائیں',
    time: 'وقت',
    book: 'بُک کریں',
  },
];

test('when a keyboard user opens a doctor profile, then a time is chosen and Book is focused within 10 Tabs from the top', async ({
  open,
  expectAccessible,
}) => {
  for (const { path, viewport, skip, time, book } of cases) {
    const page = await open(path, { viewport });
    await waitForInteractive(page);
    await page.getByRole('main').getByRole('group').getByRole('button', { disabled: false }).first().waitFor();
    await expectAccessible(page);

    let tabs = await tabUntil(page, (f) => f.href === '#main-content', MAX_TABS);
    await page.keyboard.press('Enter');
    tabs += await tabUntil(page, (f) => f.href === '#booking' && f.name.startsWith(skip), MAX_TABS - tabs);
    await page.keyboard.press('Enter');
    expect((await focused(page)).tag, `${path}: the booking card takes the focus`).toBe('section');

    tabs += await tabUntil(page, (f) => f.tag === 'button' && f.groups.includes(time), MAX_TABS - tabs);
    await page.keyboard.press('Space');
    await expect
      .poll(async () => (await focused(page)).pressed, { message: `${path}: Space picks the time` })
      .toBe('true');

    tabs += await tabUntil(page, (f) => f.tag === 'button' && f.name === book, MAX_TABS - tabs);
    expect(tabs, `${path}: Tabs to Book`).toBeLessThanOrEqual(MAX_TABS);
    await expectAccessible(page);
    await page.close();
  }
});
