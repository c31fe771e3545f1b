import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startNginx, type Nginx } from './support/nginx.ts';
import { Visitor } from './support/visitor.ts';

// The rules of the shipped config itself (deploy/nginx/portal.conf.template), with a stand-in for
// the portal servers that answers each path with the Cache-Control the test chooses and counts its
// renders: nginx stores what the upstream allows for as long as it allows, no longer, and never
// what is private or sets a cookie, nor anything asked for with a session.

type Answer = { render: number; seen: Record<string, string | undefined> };

/** Cache-Control by the path's first segment; a /cookie/ answer also sets a cookie. */
const CACHE_CONTROL: Record<string, string> = {
  swr: 'public, max-age=0, s-maxage=1, stale-while-revalidate=30',
  short: 'public, max-age=0, s-maxage=1',
  long: 'public, max-age=0, s-maxage=600',
  private: 'private, no-store',
  cookie: 'public, max-age=0, s-maxage=600',
  api: 'public, max-age=0, s-maxage=600',
};

let upstream: Server;
let nginx: Nginx;
const renders = new Map<string, number>();

function answer(req: IncomingMessage) {
  const path = new URL(req.url ?? '/', 'http://upstream').pathname;
  const render = (renders.get(path) ?? 0) + 1;
  renders.set(path, render);
  const pick = (...names: string[]) => Object.fromEntries(names.map((name) => [name, req.headers[name] as string]));
  const body: Answer = {
    render,
    seen: pick('x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-real-ip', 'forwarded', 'host'),
  };
  return { path, body };
}

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const { path, body } = answer(req);
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', CACHE_CONTROL[path.split('/')[1]] ?? 'no-cache');
    if (path.startsWith('/cookie/')) res.setHeader('Set-Cookie', 'ehp_session=fresh; HttpOnly; Path=/');
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  nginx = await startNginx({ portals: [`127.0.0.1:${(upstream.address() as AddressInfo).port}`] });
});

afterAll(async () => {
  await nginx?.stop();
  await new Promise((resolve) => upstream?.close(resolve));
});

/** Waits for a condition on a busy machine (s-maxage is whole seconds). */
const POLL = { timeout: 20_000, interval: 100 };

let nextAddress = 2;
const visitor = () => new Visitor(nginx.httpsUrl, { ca: nginx.ca, localAddress: `127.0.0.${nextAddress++}` });
const get = async (path: string, headers: Record<string, string> = {}, who = visitor()) => {
  const res = await who.get(path, headers);
  return { status: res.headers.get('x-cache-status'), body: (await res.json()) as Answer };
};

describe('what the portal servers are told', () => {
  test('when a client writes its own X-Forwarded-* headers, then nginx replaces them with the address and protocol it saw', async () => {
    const client = visitor();
    const { body } = await get(
      '/api/who',
      {
        'x-forwarded-for': '6.6.6.6',
        'x-forwarded-proto': 'http',
        'x-forwarded-host': 'evil.example',
        'x-real-ip': '6.6.6.6',
        forwarded: 'for=6.6.6.6',
      },
      client,
    );
    expect(body.seen).toEqual({
      'x-forwarded-for': client.address,
      'x-forwarded-proto': 'https',
      'x-forwarded-host': '127.0.0.1',
      'x-real-ip': undefined,
      forwarded: undefined,
      host: '127.0.0.1',
    });
  });
});

describe('the page cache', () => {
  // s-maxage is whole seconds: these wait for the copy to be served, then for it to expire (no
  // assumption on how long a request takes, only on the order of what nginx answers).
  test('when a public page says s-maxage, then nginx answers from its copy until it expires, then renders again', async () => {
    expect(await get('/short/a')).toMatchObject({ status: 'MISS', body: { render: 1 } });
    let last = await get('/short/a');
    await expect.poll(async () => (last = await get('/short/a')).status, POLL).toBe('HIT');
    const stored = last.body.render;
    // Without stale-while-revalidate nothing stale is served: the first request after s-maxage waits for a new render.
    await expect.poll(async () => (last = await get('/short/a')).status, POLL).not.toBe('HIT');
    expect(last).toMatchObject({ status: 'EXPIRED', body: { render: stored + 1 } });
  });

  test('when a public page also says stale-while-revalidate, then after s-maxage one visitor gets the stale copy while it is rendered again in the background', async () => {
    expect(await get('/swr/a')).toMatchObject({ status: 'MISS', body: { render: 1 } });
    let last = await get('/swr/a');
    await expect.poll(async () => (last = await get('/swr/a')).status, POLL).not.toBe('HIT');
    expect(last).toMatchObject({ status: 'STALE', body: { render: 1 } });
    // The background render replaces the copy.
    await expect.poll(async () => (await get('/swr/a')).body.render, POLL).toBeGreaterThan(1);
  });

  test('when a page is private or sets a cookie, then nginx never stores it', async () => {
    for (const path of ['/private/a', '/cookie/a']) {
      for (let render = 1; render <= 3; render++)
        expect(await get(path)).toMatchObject({ status: 'MISS', body: { render } });
    }
  });

  test('when a visitor with a session asks for a cached page, then nginx passes it to a portal server and does not store the answer', async () => {
    expect(await get('/long/a')).toMatchObject({ status: 'MISS', body: { render: 1 } });
    const session = { cookie: 'ehp_session=abc; XSRF-TOKEN=def' };
    expect(await get('/long/a', session)).toMatchObject({ status: 'BYPASS', body: { render: 2 } });
    expect(await get('/long/a', session)).toMatchObject({ status: 'BYPASS', body: { render: 3 } });
    // The anonymous copy is still the first render: the personal ones were not stored over it.
    expect(await get('/long/a')).toMatchObject({ status: 'HIT', body: { render: 1 } });
  });

  test('when the API says it may be cached, then nginx still never caches /api', async () => {
    for (let render = 1; render <= 2; render++)
      expect(await get('/api/labs')).toMatchObject({ status: null, body: { render } });
  });
});
