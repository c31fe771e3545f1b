import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createQaClient, qaData } from '@ehp/api-types';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, test, vi } from 'vitest';
import { readConfig } from '../../packages/web/server/config.ts';
import { distDir, startPortal, type Service } from '../support/stack.mjs';

// The portal's production server (packages/web/server), as `pnpm start` runs it, against the run's
// mock server: headers, caching, proxying, concurrent renders, the read budget and shutdown.

const mockUrl = () => inject('mockUrl');
const qa = () => createQaClient({ baseUrl: mockUrl() });
let portal: Service;

beforeAll(async () => {
  portal = await startPortal({ mockUrl: mockUrl(), env: { PAGE_CACHE_MS: '0' } });
});
afterAll(async () => {
  await qaData(qa().DELETE('/__qa/faults'));
  await portal?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${portal.url}${path}`, { headers: { accept: 'text/html', ...headers } });

const slowSearch = (delay_ms: number, count = 20) =>
  qaData(qa().PUT('/__qa/faults', { body: { operation_id: 'searchDoctors', delay_ms, count } }));

/** Waits until the mock has taken `taken` searches of the slow-search fault (they are in flight there). */
async function searchesReachedMock(count: number, taken: number): Promise<void> {
  await vi.waitFor(
    async () => {
      const { faults } = await qaData(qa().GET('/__qa/faults'));
      const remaining = faults.find((f) => f.operation_id === 'searchDoctors')?.remaining ?? 0;
      expect(count - remaining).toBeGreaterThanOrEqual(taken);
    },
    { timeout: 20_000, interval: 50 },
  );
}

describe('security headers', () => {
  test.for(['/', '/ur', '/about', '/labs/1', '/doctors/12345-P', '/doctors/search?is_online=true', '/no-such-page'])(
    'when %s is served, then it carries the CSP and the other security headers',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      // The page's own inline loader is allowed by its hash, and only by it.
      expect(csp).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')*;/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      // Framing is refused by the CSP's frame-ancestors 'none' (X-Frame-Options is superseded by it).
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=(self), microphone=(self)');
      // Plain HTTP, no trusted proxy saying otherwise: HSTS would be ignored, so it is not sent.
      expect(res.headers.get('strict-transport-security')).toBeNull();
    },
  );

  test('when a proxy that is not trusted says the request came over HTTPS, then no HSTS is sent', async () => {
    const res = await get('/', { 'x-forwarded-proto': 'https' });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  test('when a trusted proxy says the request came over HTTPS, then HSTS is sent', async () => {
    const behindProxy = await startPortal({ mockUrl: mockUrl(), env: { TRUST_PROXY: '1' } });
    try {
      const res = await fetch(`${behindProxy.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
      expect(res.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    } finally {
      await behindProxy.stop();
    }
  });
});

describe('caching and compression', () => {
  test('when a hashed asset is asked for with brotli, then it is the precompressed file, cached for a year', async () => {
    const asset = readdirSync(join(distDir, 'assets')).find(
      (file) => file.endsWith('.js') && existsSync(join(distDir, 'assets', `${file}.br`)),
    );
    const res = await fetch(`${portal.url}/assets/${asset}`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  test('when a page is asked for again with its ETag, then the answer is 304 Not Modified', async () => {
    const first = await get('/about', { 'accept-encoding': 'gzip' });
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await get('/about', { 'if-none-match': etag })).status).toBe(304);
  });

  test('when an asset does not exist, then the answer is 404, not the app', async () => {
    expect((await fetch(`${portal.url}/assets/missing-abc123.js`)).status).toBe(404);
  });
});

describe('health and proxy', () => {
  test('when /healthz is asked, then it answers ok', async () => {
    const res = await fetch(`${portal.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });

  test('when the API is asked through the portal, then the mock answers from the same origin', async () => {
    const res = await fetch(`${portal.url}/api/medical-test-labs/get`);
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveProperty('data.data.medical_test_labs_all');
  });

  test('when a socket connects to /notify through the portal, then the WebSocket upgrade reaches the mock', async () => {
    const socket = io(portal.url, { path: '/notify', transports: ['websocket'], reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', resolve);
        socket.on('connect_error', reject);
      });
      expect(socket.io.engine.transport.name).toBe('websocket');
    } finally {
      socket.close();
    }
  });
});

describe('concurrent renders and the read budget', () => {
  test('when a search page waits on a slow API, then a lab page asked for after it is answered first, with its data', async () => {
    await slowSearch(10_000);
    const order: string[] = [];
    // Three searches side by side (two renders, each with its own budget).
    const searches = ['?is_online=true', '?is_online=true&page=1', '?city=Lahore'].map((query) =>
      get(`/doctors/search${query}`).then((res) => res.text()),
    );
    const search = Promise.all(searches).then((pages) => {
      order.push('search');
      return pages;
    });
    // The lab page is asked for once the searches wait at the mock: two reads, since page=1 is the
    // first page's canonical query and shares its render.
    await searchesReachedMock(20, 2);
    const lab = await get('/labs/1');
    order.push('lab');
    expect(await lab.text()).toContain('Chughtai Diagnostics');
    const searchPages = await search;
    // The searches gave up on their data after the 2.5 s budget: sent without it; the browser asks.
    expect(order).toEqual(['lab', 'search']);
    for (const html of searchPages) expect(html).not.toContain('doctors found');
    await qaData(qa().DELETE('/__qa/faults'));
  });

  test('when two visitors open data pages at once, then each page has its own data', async () => {
    const [lab1, lab2] = await Promise.all([get('/labs/1'), get('/labs/2')]);
    const [one, two] = await Promise.all([lab1.text(), lab2.text()]);
    expect(one).toContain('Chughtai Diagnostics');
    expect(two).not.toContain('Chughtai Diagnostics');
  });
});

describe('graceful shutdown', () => {
  test('when SIGTERM arrives during a slow render, then that page is still answered and new connections are refused', async () => {
    const stopping = await startPortal({ mockUrl: mockUrl(), env: { PAGE_CACHE_MS: '0' } });
    await slowSearch(10_000, 1);
    const inFlight = fetch(`${stopping.url}/doctors/search?is_online=true`, { headers: { accept: 'text/html' } });
    await searchesReachedMock(1, 1);
    const exited = new Promise((resolve) => stopping.child.once('exit', resolve));
    stopping.child.kill('SIGTERM');
    // Once the signal is handled, a new connection is refused; a request on a connection kept alive
    // is told to come back. (The render in flight waits 10 s at the mock, so this comes first.)
    await vi.waitFor(
      async () => {
        const late = await fetch(`${stopping.url}/healthz`).catch(() => null);
        expect(late === null || late.status === 503).toBe(true);
      },
      { timeout: 8_000, interval: 50 },
    );
    expect((await inFlight).status).toBe(200);
    await exited;
    await qaData(qa().DELETE('/__qa/faults'));
  });
});

describe('settings', () => {
  test('when settings are wrong, then the server refuses to start and lists every problem', () => {
    expect(() =>
      readConfig({ PORT: 'eighty', API_ORIGIN: 'ftp://x/y', WORKERS: '0', TRUST_PROXY: 'maybe', DIST_DIR: distDir }),
    ).toThrow(/PORT[\s\S]*API_ORIGIN[\s\S]*WORKERS[\s\S]*TRUST_PROXY/);
  });

  test('when the settings are right, then they are read with their defaults', () => {
    expect(readConfig({ DIST_DIR: distDir })).toMatchObject({
      port: 5173,
      apiOrigin: 'http://127.0.0.1:4000',
      workers: 1,
      trustProxy: false,
      pageCacheMs: 5000,
    });
  });
});
