import type { Page } from 'playwright-core';
import { waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { AUTH_TOKEN_KEY, sessions, uniquePhone } from './fixtures/sessions';
import { signInPatientInPage } from './fixtures/sign-in';
import { expect, test } from './fixtures/test';
import { urdu } from './fixtures/urdu';

const WIDTHS = [1024, 1280, 1440] as const;
/** A patient whose name needs all the room it can get. */
const LONG_NAME = 'Muhammad Abdullah Qureshi';

type RowLayout = {
  controls: { name: string; top: number; middle: number; left: number; right: number }[];
  headerHeight: number;
  rowHeight: number;
  /** Sideways scroll of the page. */
  overflow: number;
};

/** Every visible link and button of the header's row, and how the row and page sit. */
function measure(page: Page): Promise<RowLayout> {
  return page.evaluate(() => {
    const header = document.querySelector('header')!;
    const row = header.firstElementChild as HTMLElement;
    const controls = Array.from(row.querySelectorAll<HTMLElement>('a, button'))
      .filter((el) => !el.closest('[role="menu"]'))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .map(({ el, box }) => ({
        name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30),
        top: Math.round(box.top),
        middle: Math.round(box.top + box.height / 2),
        left: Math.round(box.left),
        right: Math.round(box.right),
      }));
    return {
      controls,
      headerHeight: Math.round(row.getBoundingClientRect().height),
      rowHeight: Math.max(...controls.map((c) => c.middle - c.top)) * 2,
      overflow: document.documentElement.scrollWidth - window.innerWidth,
    };
  });
}

async function expectOneRow(page: Page, label: string): Promise<void> {
  const width = page.viewportSize()!.width;
  // The fold settles before paint; a lazy menu arriving may fold once more. Both edges: a row that
  // overflows in Urdu (right to left) runs off the left edge, not the right.
  const spill = async () => {
    const { controls } = await measure(page);
    return Math.max(0, -Math.min(...controls.map((c) => c.left)), Math.max(...controls.map((c) => c.right)) - width);
  };
  await expect.poll(spill, { message: `${label}: the row spills off screen by` }).toBe(0);
  const layout = await measure(page);
  const middles = layout.controls.map((c) => c.middle);
  const spread = Math.max(...middles) - Math.min(...middles);
  expect(spread, `${label}: controls off the row ${JSON.stringify(layout.controls)}`).toBeLessThanOrEqual(4);
  // One row: the row is no taller than its tallest control plus its padding (0.75rem each side).
  expect(layout.headerHeight, `${label}: header height`).toBeLessThanOrEqual(layout.rowHeight + 24 + 2);
  expect(layout.overflow, `${label}: sideways scroll`).toBe(0);
  for (const control of layout.controls) {
    expect(control.left, `${label}: ${control.name} starts off screen`).toBeGreaterThanOrEqual(0);
    expect(control.right, `${label}: ${control.name} ends off screen`).toBeLessThanOrEqual(width);
  }
}

async function checkEveryWidth(page: Page, state: string, expectAccessible: (page: Page) => Promise<void>) {
  for (const path of [paths.about, urdu(paths.about)]) {
    await page.goto(path);
    await waitForInteractive(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expectOneRow(page, `${state} ${path} at ${width}`);
    }
    await expectAccessible(page);
  }
}

test('when the header is seen at 1024, 1280 and 1440 px in English and Urdu, signed out or in, then it holds one row', async ({
  open,
  qa,
  expectAccessible,
}) => {
  const page = await open(paths.about, { viewport: { width: 1024, height: 800 } });
  const header = page.locator('header').first();

  await checkEveryWidth(page, 'signed out', expectAccessible);
  // Every SPEC item is still there, in the row or one click away in More.
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto(paths.about);
  await waitForInteractive(page);
  expect(await header.getByRole('button', { name: 'Login', exact: true }).count()).toBe(1);
  const more = header.getByRole('button', { name: /^More/ });
  if ((await more.count()) > 0) {
    await more.click();
    await expect.poll(() => page.getByRole('menu').getByRole('menuitem').allInnerTexts()).toContain('Request a demo');
    await page.keyboard.press('Escape');
  } else {
    expect(await header.getByRole('link', { name: /Request a demo/ }).count()).toBe(1);
  }

  // A doctor: the stored session is all the header reads.
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    AUTH_TOKEN_KEY,
    JSON.stringify(sessions.doctor),
  ] as const);
  await checkEveryWidth(page, 'doctor', expectAccessible);
  expect(await header.getByRole('link', { name: /Request a demo/ }).count(), 'no demo for a doctor').toBe(0);
  await header.getByRole('button', { name: /^Dr\. Imran Qureshi/ }).click();
  expect(await page.getByRole('menu').getByRole('menuitem').allInnerTexts()).not.toContain('Request a demo');
  await page.keyboard.press('Escape');
  // Even with room to spare, the SPEC's 12 characters and an ellipsis (issue 37).
  await page.setViewportSize({ width: 1440, height: 800 });
  await expect.poll(() => header.getByText('Dr. Imran Qu…', { exact: true }).isVisible()).toBe(true);

  // A patient the server knows (the socket signs out a session it does not), with a long name.
  await page.evaluate((key) => localStorage.removeItem(key), AUTH_TOKEN_KEY);
  await page.goto(paths.about);
  await signInPatientInPage(page, qa, uniquePhone(), LONG_NAME);
  await checkEveryWidth(page, 'patient', expectAccessible);
  // The name button keeps the whole name as its accessible name, cut or not.
  await page.setViewportSize({ width: 1024, height: 800 });
  expect(await header.getByRole('button', { name: new RegExp(`^${LONG_NAME}`) }).count()).toBe(1);
});
