import type { Page } from 'playwright-core';
import { waitForInteractive } from './fixtures/home';
import { expect, test } from './fixtures/test';

// Hashed assets are served `immutable` for a year by the production server: a visitor coming back
// to a page downloads none of them again (not even a revalidation).

/** The /assets/ files a page load fetched over the network (not from the browser's cache). */
async function assetRequestsDuring(page: Page, load: () => Promise<void>): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const fromCache = new Set<string>();
  const fetched = new Map<string, string>();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (!new URL(response.url).pathname.startsWith('/assets/')) return;
    if (response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker) return;
    fetched.set(requestId, `${response.status} ${new URL(response.url).pathname}`);
  });
  await load();
  return [...fetched].filter(([id]) => !fromCache.has(id)).map(([, line]) => line);
}

test.for(['/', '/doctors/12345-P'])(
  'when a visitor opens %s again, then no hashed asset is requested again',
  async (path, { open }) => {
    const first = await open(path);
    await waitForInteractive(first);
    await first.waitForLoadState('networkidle');
    const again = await first.context().newPage();
    const requested = await assetRequestsDuring(again, async () => {
      await again.goto(path);
      await waitForInteractive(again);
      await again.waitForLoadState('networkidle');
    });
    console.log(`repeat visit to ${path}: ${requested.length} asset requests`);
    expect(requested).toEqual([]);
  },
);
