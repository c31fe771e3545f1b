import { createQaClient, qaData } from '@ehp/api-types';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { startPortal, type Service } from '../support/stack.mjs';
import { processTree, residentBytes } from './processes.ts';

// A cache that junk cannot bust (issue 32): one URL per data page (others are redirected to it),
// a page cache bounded in bytes, renders past capacity told to come back (503) rather than slowing
// every page, first renders of different pages side by side, and the headers a shared cache in
// front (nginx) reads.

const mockUrl = () => inject('mockUrl');
const qa = () => createQaClient({ baseUrl: mockUrl() });
const html = { accept: 'text/html', 'accept-encoding': 'br' };
const MB = 1024 * 1024;

afterEach(async () => {
  await qaData(qa().DELETE('/__qa/faults'));
});

async function withPortal(env: Record<string, string>, run: (portal: Service) => Promise<void>) {
  const portal = await startPortal({ mockUrl: mockUrl(), env });
  try {
    await run(portal);
  } finally {
    await portal.stop();
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

describe('one URL per data page, and what a shared cache in front may keep of it', () => {
  let portal: Service;
  beforeAll(async () => {
    portal = await startPortal({ mockUrl: mockUrl(), env: { PAGE_CACHE_MS: '5000' } });
  });
  afterAll(() => portal?.stop());

  test.for([
    ['/doctors/search?page=1&zz=1&is_online=true', '/doctors/search?is_online=true'],
    ['/doctors/search?sort=relevance&city=Lahore&is_online=false', '/doctors/search?city=Lahore'],
    ['/ur/labs/1?utm_source=x', '/ur/labs/1'],
    ['/doctors/12345-P?time=10%3A00%3A00&mode=online&u=1', '/doctors/12345-P?mode=online&time=10%3A00%3A00'],
  ])('when %s is asked, then it is redirected (301) to %s', async ([asked, canonical]) => {
    const res = await fetch(`${portal.url}${asked}`, { headers: html, redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(canonical);
  });

  test('when pages are served, then public data pages, prerendered pages and personal pages each say how they may be kept', async () => {
    const cacheControl = async (path: string, headers: Record<string, string> = {}) =>
      (await fetch(`${portal.url}${path}`, { headers: { ...html, ...headers } })).headers.get('cache-control');
    const shared = 'public, max-age=0, s-maxage=5, stale-while-revalidate=15';
    expect(await cacheControl('/labs/1')).toBe(shared);
    expect(await cacheControl('/doctors/search?is_online=true')).toBe(shared);
    expect(await cacheControl('/doctors/12345-P')).toBe(shared);
    expect(await cacheControl('/about')).toBe('public, max-age=0, s-maxage=60');
    expect(await cacheControl('/')).toBe('public, max-age=0, s-maxage=60');
    expect(await cacheControl('/appointment/payment/checkout/1', { cookie: 'ehp_session=someone' })).toBe(
      'private, no-store',
    );
  });
});

describe('renders past capacity', () => {
  test('when more renders come than run and wait, then the rest are told to come back (503 + Retry-After) and other pages still answer', async () => {
    // The first render's read takes a minute (its page waits up to 30 s): the others arrive while it
    // runs, one waits its turn and the third is refused at once. The visitors then leave.
    const env = { PAGE_CACHE_MS: '0', RENDERS: '1', RENDER_QUEUE: '1', PAGE_READ_BUDGET_MS: '30000' };
    await withPortal(env, async (portal) => {
      await qaData(qa().PUT('/__qa/faults', { body: { operation_id: 'searchDoctors', delay_ms: 60_000, count: 1 } }));
      const leave = new AbortController();
      const search = async (query: string) => {
        const res = await fetch(`${portal.url}/doctors/search${query}`, { headers: html, signal: leave.signal });
        return { status: res.status, retryAfter: res.headers.get('retry-after') };
      };
      const running = search('?city=Lahore').catch(() => 'left');
      // The first render's read has reached the API (the fault is used up): it holds the one turn.
      await expect
        .poll(async () => (await qaData(qa().GET('/__qa/faults'))).faults.length, { timeout: 20_000 })
        .toBe(0);
      // Of the next two, one waits its turn (the queue's one place) and the other is refused at once.
      const next = ['?city=Karachi', '?city=Islamabad'].map(search);
      const refused = await Promise.race(next);
      expect([refused.status, refused.retryAfter]).toEqual([503, expect.stringMatching(/^\d+$/)]);
      const about = await fetch(`${portal.url}/about`, { headers: html });
      expect(about.status).toBe(200);
      leave.abort();
      await Promise.all([running, ...next.map((answer) => answer.catch(() => 'left'))]);
    });
  }, 120_000);

  test('when the first render of one page waits on a slow read, then the first render of another page does not wait for it', async () => {
    // The search's read takes a minute and its page waits 30 s for it: far longer than a lab page takes.
    await withPortal({ PAGE_CACHE_MS: '0', PAGE_READ_BUDGET_MS: '30000' }, async (portal) => {
      await qaData(qa().PUT('/__qa/faults', { body: { operation_id: 'searchDoctors', delay_ms: 60_000, count: 1 } }));
      const leave = new AbortController();
      let searchAnswered = false;
      const search = fetch(`${portal.url}/doctors/search?is_online=true`, { headers: html, signal: leave.signal })
        .then((res) => res.text())
        .then(
          () => (searchAnswered = true),
          () => undefined,
        );
      // The search's read has reached the API (the fault is used up): its render is waiting on it.
      await expect
        .poll(async () => (await qaData(qa().GET('/__qa/faults'))).faults.length, { timeout: 20_000 })
        .toBe(0);
      const lab = await (await fetch(`${portal.url}/labs/1`, { headers: html })).text();
      expect(lab).toContain('Chughtai Diagnostics');
      expect(searchAnswered).toBe(false);
      leave.abort();
      await search;
    });
  }, 120_000);
});

const CACHE_CAP_MB = 4;

describe('junk URLs', () => {
  test('when 400 made-up query strings flood the data pages, then a bystander page still answers, the page cache stays within its cap and no worker grows by 100 MB', async () => {
    // A 4 MB cap (PAGE_CACHE_MB; 32 by default): the flood's ~80 distinct searches and the warm-up
    // (about 160 KB a page) fill it several times over, so eviction is exercised, not just a cache
    // with room to spare (at 32 MB, 1,000 URLs had filled 17 MB).
    await withPortal({ WORKERS: '2', PAGE_CACHE_MB: String(CACHE_CAP_MB) }, async (portal) => {
      const workers = processTree(portal.pid).slice(1);
      expect(workers).toHaveLength(2);
      // Warm: every pattern rendered in each worker, and some distinct searches (its heap at its
      // working size), so the start is the server as it serves, not as it idles after start-up.
      const warm = ['/labs/1', '/doctors/12345-P', '/doctors/search?is_online=true'];
      for (let i = 0; i < 40; i++) warm.push(`/doctors/search?q=warm${i}`);
      for (let i = 0; i < warm.length; i += 8)
        await Promise.all(
          warm
            .slice(i, i + 8)
            .map(async (path) => (await fetch(`${portal.url}${path}`, { headers: html })).arrayBuffer()),
        );
      const before = workers.map(residentBytes);

      const junk = Array.from({ length: 400 }, (_, i) => {
        const u = `${i}-${Math.random().toString(36).slice(2)}`;
        // Unknown parameters on every data page, and 1 in 5 a real but unique search (q).
        if (i % 5 === 0) return `/doctors/search?is_online=true&q=${u}`;
        return [`/doctors/search?is_online=true&u=${u}`, `/labs/1?u=${u}`, `/doctors/12345-P?x=${u}`][i % 3];
      });
      let flooding = true;
      const statuses: Record<number, number> = {};
      const flood = (async () => {
        let next = 0;
        await Promise.all(
          Array.from({ length: 20 }, async () => {
            while (next < junk.length) {
              const res = await fetch(`${portal.url}${junk[next++]}`, { headers: html, redirect: 'follow' });
              await res.arrayBuffer();
              statuses[res.status] = (statuses[res.status] ?? 0) + 1;
            }
          }),
        );
        flooding = false;
      })();
      const bystander: number[] = [];
      while (flooding) {
        const started = performance.now();
        const res = await fetch(`${portal.url}/labs/2`, { headers: html });
        await res.arrayBuffer();
        expect(res.status).toBe(200);
        bystander.push(performance.now() - started);
      }
      await flood;
      const after = workers.map(residentBytes);
      const sorted = [...bystander].sort((a, b) => a - b);
      const health = await (await fetch(`${portal.url}/healthz`)).json();
      console.log(
        `junk flood: ${JSON.stringify(statuses)}; bystander /labs/2 ×${sorted.length}: ` +
          `p50 ${Math.round(percentile(sorted, 0.5))} ms, p99 ${Math.round(percentile(sorted, 0.99))} ms; ` +
          `worker RSS ${before.map((b) => Math.round(b / MB))} → ${after.map((a) => Math.round(a / MB))} MB; ` +
          `page cache of one worker ${(health.pageCacheBytes / MB).toFixed(1)} MB (${health.pagesCached} pages)`,
      );
      for (let i = 0; i < workers.length; i++) expect(after[i] - before[i]).toBeLessThan(100 * MB);
      expect(health.pagesCached).toBeGreaterThan(0);
      expect(health.pageCacheBytes).toBeLessThanOrEqual(CACHE_CAP_MB * MB);
    });
  }, 300_000);
});
