import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startPortal, type Service } from '../support/stack.mjs';
import { processTree, tcpStates } from './processes.ts';
import { rawUpgrade, startStandInApi } from './stand-in-api.ts';

// A server that closes what it opens (issue 32): only the API's own paths are proxied, an upgrade
// for any other path is refused and closed, and a visitor closing leaves nothing half open in the
// portal's processes (two workers, as `pnpm start` runs it).

let api: Awaited<ReturnType<typeof startStandInApi>>;
let portal: Service;

beforeAll(async () => {
  api = await startStandInApi();
  portal = await startPortal({ mockUrl: api.url, env: { WORKERS: '2' } });
});
afterAll(async () => {
  await portal?.stop();
  await api?.close();
});

const reachedApi = (since: number, prefix: string) => api.seen.slice(since).some(({ url }) => url.startsWith(prefix));

describe('what is proxied', () => {
  test.for(['/', '/about', '/apiX', '/notifyfoo/?EIO=4&transport=websocket', '/__gatewayfoo', '/labs/1'])(
    'when a WebSocket upgrade asks for %s, then it is answered 400 and closed, and the API never hears of it',
    async (path) => {
      const since = api.seen.length;
      const { head, closed } = await rawUpgrade(portal.port, path);
      expect(head).toMatch(/^HTTP\/1\.1 400 /);
      expect(closed).toBe(true);
      expect(reachedApi(since, path.slice(0, 4))).toBe(false);
    },
  );

  test.for(['/apiX', '/notifyfoo', '/__gatewayfoo', '/api-docs'])(
    'when %s is asked over HTTP, then the portal answers it and the API never hears of it',
    async (path) => {
      const since = api.seen.length;
      const res = await fetch(`${portal.url}${path}`);
      await res.arrayBuffer();
      expect(reachedApi(since, path)).toBe(false);
    },
  );

  test.for([
    '/api/medical-test-labs/get',
    '/notify/?EIO=4&transport=polling',
    '/__gateway/pay?payment_id=PAY-1',
    '/api',
  ])('when %s is asked over HTTP, then it reaches the API as it was asked', async (path) => {
    const res = await fetch(`${portal.url}${path}`);
    expect(((await res.json()) as { url: string }).url).toBe(path);
  });

  test('when socket.io upgrades on /notify/, then the upgrade reaches the API', async () => {
    const { head, socket } = await rawUpgrade(
      portal.port,
      '/notify/?EIO=4&transport=websocket',
      {},
      { keepOpen: true },
    );
    socket.destroy();
    expect(head).toMatch(/^HTTP\/1\.1 101 /);
    expect(head).toContain('/notify/?EIO=4&transport=websocket');
  });
});

describe('sockets left behind', () => {
  test('when 40 upgrades are opened and the visitor closes each at once, then the portal holds no socket in CLOSE-WAIT', async () => {
    const pids = processTree(portal.pid);
    expect(pids.length).toBe(3); // the primary and two workers
    const cycles = Array.from({ length: 40 }, (_, i) =>
      // Half for a page (refused), half proxied (a WebSocket the API holds open).
      rawUpgrade(portal.port, i % 2 ? '/' : '/notify/?EIO=4&transport=websocket', {}, { keepOpen: true }).then(
        ({ socket }) => socket.end(),
      ),
    );
    await Promise.all(cycles);
    await expect
      .poll(() => tcpStates(processTree(portal.pid)).CLOSE_WAIT ?? 0, { timeout: 15_000, interval: 200 })
      .toBe(0);
    // And the API's side of each proxied WebSocket is closed too.
    await expect.poll(() => api.webSockets, { timeout: 15_000 }).toBe(0);
  });

  test('when a visitor sends an upgrade and closes before any answer, then nothing is left in CLOSE-WAIT', async () => {
    const { connect } = await import('node:net');
    await Promise.all(
      Array.from(
        { length: 20 },
        (_, i) =>
          new Promise<void>((resolve) => {
            const socket = connect(portal.port, '127.0.0.1', () => {
              socket.end(
                `GET ${i % 2 ? '/' : '/notify/?EIO=4&transport=websocket'} HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n`,
              );
            });
            socket.on('close', () => resolve());
            socket.on('error', () => resolve());
            socket.resume();
          }),
      ),
    );
    await expect
      .poll(() => tcpStates(processTree(portal.pid)).CLOSE_WAIT ?? 0, { timeout: 15_000, interval: 200 })
      .toBe(0);
  });
});
