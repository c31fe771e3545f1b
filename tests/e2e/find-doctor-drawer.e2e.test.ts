import { waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { expect, test } from './fixtures/test';
import { urdu } from './fixtures/urdu';

// Issue 34: "Find a doctor" in the phone menu, and a way into the search within the first screen.
const PHONE_812 = { width: 375, height: 812 } as const;

const cases = [
  {
    home: paths.home,
    search: paths.doctorsSearch,
    link: 'Find a doctor',
    burger: 'Open navigation menu',
    menu: 'Menu',
  },
  {
    home: urdu(paths.home),
    search: urdu(paths.doctorsSearch),
    link: 'ڈاکٹر تلاش کریں',
    burger: /نیویگیشن مینو/,
    menu: /.+/,
  },
];

test('when a phone visitor (375 × 812) opens the menu, then "Find a doctor" leads to the doctor search, and the header shows it in the first screen', async ({
  open,
  expectAccessible,
}) => {
  const page = await open(paths.home, { viewport: PHONE_812 });
  for (const { home, search, link, burger, menu } of cases) {
    await page.goto(home);
    await waitForInteractive(page);

    // The first screen: the header's own way into the search, whole and inside the viewport.
    const inHeader = page.locator('header').getByRole('link', { name: link, exact: true });
    const box = await inHeader.boundingBox();
    expect(box, `${home}: Find a doctor in the header`).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE_812.height);
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE_812.width);
    expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);
    await expectAccessible(page);

    await page.locator('header').getByRole('button', { name: burger }).click();
    const drawer = page.getByRole('dialog', { name: menu });
    const item = drawer.getByRole('navigation').getByRole('link', { name: link, exact: true });
    await item.waitFor();
    await expectAccessible(page);
    await item.click();
    await page.waitForURL((url) => url.pathname === search);
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('main').getByRole('heading').first().waitFor();
    await expectAccessible(page);
  }
});

test('when a laptop visitor (1024 and 1280 px) looks at the header, then "Find a doctor" is in its row, in place of Home, and leads to the doctor search', async ({
  open,
  expectAccessible,
}) => {
  const page = await open(paths.home);
  for (const { home, search, link } of cases) {
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(home);
      await waitForInteractive(page);
      const nav = page.locator('header').getByRole('navigation').first();
      const item = nav.getByRole('link', { name: link, exact: true });
      const box = await item.boundingBox();
      expect(box, `${home} at ${width} px: Find a doctor in the header's row`).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      // The logo is the way home; the row holds no second Home link.
      expect(await nav.getByRole('link', { name: /^(Home|ہوم)$/ }).count()).toBe(0);
    }
    await expectAccessible(page);
    await page.locator('header').getByRole('navigation').first().getByRole('link', { name: link, exact: true }).click();
    await page.waitForURL((url) => url.pathname === search);
    await page.getByRole('main').getByRole('heading').first().waitFor();
  }
});
