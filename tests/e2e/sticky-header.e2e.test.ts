import { home, waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { expect, test } from './fixtures/test';

const STICKY_THRESHOLD_PX = 600; // SPEC section 9

test('when the page scrolls 600 px or more, then the header sticks to the top; back above, it does not', async ({
  open,
}) => {
  const page = await open(paths.home);
  await waitForInteractive(page);
  const header = home.header(page);
  const sticky = () => header.getAttribute('data-sticky');
  const topOfHeader = () => header.evaluate((el) => Math.round(el.getBoundingClientRect().top));

  expect(await sticky()).toBeNull();
  await page.evaluate((y) => window.scrollTo(0, y), STICKY_THRESHOLD_PX - 50);
  await page.waitForTimeout(100);
  expect(await sticky()).toBeNull();

  await page.evaluate((y) => window.scrollTo(0, y), STICKY_THRESHOLD_PX + 200);
  await expect.poll(sticky).not.toBeNull();
  await expect.poll(topOfHeader).toBe(0);
  expect(await header.isVisible()).toBe(true);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(sticky).toBeNull();
});
