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

  const scrollTo = (y: number) => page.evaluate((top) => window.scrollTo(0, top), y);

  expect(await sticky()).toBeNull();
  await scrollTo(STICKY_THRESHOLD_PX + 200);
  await expect.poll(sticky).not.toBeNull();
  await expect.poll(topOfHeader).toBe(0);
  expect(await header.isVisible()).toBe(true);

  // Just above the threshold it lets go (a change to wait for, where staying unstuck is not), and at
  // the threshold it sticks again.
  await scrollTo(STICKY_THRESHOLD_PX - 50);
  await expect.poll(sticky).toBeNull();
  await scrollTo(STICKY_THRESHOLD_PX);
  await expect.poll(sticky).not.toBeNull();

  await scrollTo(0);
  await expect.poll(sticky).toBeNull();
});
