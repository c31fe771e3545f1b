import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.ts';

function clock() {
  let t = 0;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

/** A render that resolves when told, counting how often it ran. */
function renders() {
  const started: { resolve: (html: string) => void; signal: AbortSignal }[] = [];
  const produce = (signal: AbortSignal) =>
    new Promise<{ html: string; complete: boolean }>((resolve) =>
      started.push({ resolve: (html) => resolve({ html, complete: true }), signal }),
    );
  return { started, produce };
}

describe('page cache', () => {
  it('when many visitors ask for a page nobody has yet, then one render serves them all', async () => {
    const cache = createPageCache();
    const { started, produce } = renders();
    const pages = Promise.all([1, 2, 3].map(() => cache.get('/labs/1', produce)));
    started[0].resolve('<p>lab</p>');
    expect(await pages).toEqual(['<p>lab</p>', '<p>lab</p>', '<p>lab</p>']);
    expect(started).toHaveLength(1);
  });

  it('when the page is fresh, then it is served without a render; when stale, served and rendered again in the background', async () => {
    const time = clock();
    const cache = createPageCache({ freshMs: 5_000, staleMs: 15_000, now: time.now });
    const { started, produce } = renders();
    const first = cache.get('/labs/1', produce);
    started[0].resolve('v1');
    await first;
    time.advance(4_000);
    expect(await cache.get('/labs/1', produce)).toBe('v1');
    expect(started).toHaveLength(1);
    time.advance(2_000);
    expect(await cache.get('/labs/1', produce)).toBe('v1');
    expect(started).toHaveLength(2);
    started[1].resolve('v2');
    await new Promise((r) => setTimeout(r));
    expect(await cache.get('/labs/1', produce)).toBe('v2');
  });

  it('when the page is older than the stale limit, then the visitor waits for a new render', async () => {
    const time = clock();
    const cache = createPageCache({ freshMs: 5_000, staleMs: 15_000, now: time.now });
    const { started, produce } = renders();
    const first = cache.get('/labs/1', produce);
    started[0].resolve('v1');
    await first;
    time.advance(15_000);
    const next = cache.get('/labs/1', produce);
    started[1].resolve('v2');
    expect(await next).toBe('v2');
  });

  it('when a render came back without its data, then it is not kept', async () => {
    const cache = createPageCache();
    let runs = 0;
    const produce = async () => ({ html: `run ${++runs}`, complete: false });
    await cache.get('/doctors/search', produce);
    expect(await cache.get('/doctors/search', produce)).toBe('run 2');
    expect(cache.size).toBe(0);
  });

  it('when every visitor waiting for a render has gone, then the render is cancelled', async () => {
    const cache = createPageCache();
    const { started, produce } = renders();
    const visitors = [new AbortController(), new AbortController()];
    const waits = visitors.map((v) => cache.get('/labs/1', produce, { signal: v.signal }).catch((e: Error) => e));
    visitors[0].abort();
    expect(started[0].signal.aborted).toBe(false);
    visitors[1].abort();
    expect(started[0].signal.aborted).toBe(true);
    expect((await waits[1]) instanceof Error).toBe(true);
  });

  it('when visitors make up more URLs than the byte bound holds, then the oldest pages are dropped', async () => {
    const cache = createPageCache({ maxBytes: 3_000 });
    for (let i = 0; i < 10; i++)
      await cache.get(`/labs/${i}`, async () => ({ html: String(i).repeat(1_000), complete: true }));
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBe(3_000);
    // The newest are kept: the last page is served without a render.
    expect(await cache.get('/labs/9', async () => ({ html: 'render', complete: true }))).toBe('9'.repeat(1_000));
  });

  it('when a page weighs more than the whole bound, then it is served but not kept', async () => {
    const cache = createPageCache({ maxBytes: 100 });
    expect(await cache.get('/big', async () => ({ html: 'x'.repeat(101), complete: true }))).toHaveLength(101);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('when a page is past the stale limit but its refresh is under way, then the old page is served meanwhile', async () => {
    const time = clock();
    const cache = createPageCache({ freshMs: 5_000, staleMs: 15_000, maxStaleMs: 60_000, now: time.now });
    const { started, produce } = renders();
    const first = cache.get('/labs/1', produce);
    started[0].resolve('v1');
    await first;
    time.advance(6_000);
    expect(await cache.get('/labs/1', produce)).toBe('v1'); // stale: served, refresh started
    time.advance(20_000);
    expect(await cache.get('/labs/1', produce)).toBe('v1'); // too old, but the refresh is still running
    expect(started).toHaveLength(2);
    started[1].resolve('v2');
    await new Promise((r) => setTimeout(r));
    expect(await cache.get('/labs/1', produce)).toBe('v2');
  });

  it('when a page is rendered again, then the render is told whether visitors already read it', async () => {
    const time = clock();
    const cache = createPageCache({ freshMs: 5_000, now: time.now });
    const known: boolean[] = [];
    const produce = async (_signal: AbortSignal, about: { known: boolean }) => {
      known.push(about.known);
      return { html: 'page', complete: true };
    };
    await cache.get('/labs/1', produce);
    time.advance(6_000);
    await cache.get('/labs/1', produce);
    expect(known).toEqual([false, true]);
  });

  it('when pages are not to be shared (freshMs 0), then none is kept, and a render in flight is not answered with an old page', async () => {
    const cache = createPageCache({ freshMs: 0, staleMs: 0 });
    const { started, produce } = renders();
    const first = cache.get('/labs/1', produce);
    started[0].resolve('v1');
    expect(await first).toBe('v1');
    expect(cache.size).toBe(0);
    const second = cache.get('/labs/1', produce);
    const third = cache.get('/labs/1', produce);
    started[1].resolve('v2');
    expect(await Promise.all([second, third])).toEqual(['v2', 'v2']);
  });
});
