import { once } from 'node:events';
import { createQaClient, qaData } from '@ehp/api-types';
import { io, type Socket } from 'socket.io-client';
import { afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { startPortal } from '../support/stack.mjs';

// A graceful stop that loses nothing (issue 32), as `pnpm start` runs the portal (two workers):
// on SIGTERM every page in flight is answered (or told to come back before any work started), the
// proxied WebSockets are closed so their clients reconnect elsewhere, and the processes exit.

const mockUrl = () => inject('mockUrl');
const qa = () => createQaClient({ baseUrl: mockUrl() });

// From the seeded state: a doctor added by an earlier file in the run (its number outside the
// PMDC pattern) would render without a profile read, and the wait for all 30 reads never ends.
beforeAll(async () => {
  await qaData(qa().POST('/__qa/reset'));
});

afterEach(async () => {
  await qaData(qa().DELETE('/__qa/faults'));
});

/** Profiles of `count` different doctors: distinct pages, none cached. */
async function doctorPages(count: number): Promise<string[]> {
  const pages: string[] = [];
  for (let page = 1; pages.length < count; page++) {
    const body = await (await fetch(`${mockUrl()}/api/doctors/search?page=${page}&page_size=50`)).json();
    const doctors: { pmdc: string }[] = body.data?.doctors ?? [];
    if (doctors.length === 0) break;
    pages.push(...doctors.map(({ pmdc }) => `/doctors/${encodeURIComponent(pmdc)}`));
  }
  expect(pages.length).toBeGreaterThanOrEqual(count);
  return pages.slice(0, count);
}

const disconnectOf = (socket: Socket) => new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });

type Answer = { status?: number; retryAfter?: string | null; error?: string };

describe('graceful stop', () => {
  test('when SIGTERM comes with 30 renders, 5 API requests and 10 WebSockets in flight, then every request is answered, the sockets are closed and the process exits', async () => {
    const portal = await startPortal({
      mockUrl: mockUrl(),
      env: { WORKERS: '2', PAGE_CACHE_MS: '0', RENDERS: '32', SHUTDOWN_TIMEOUT_MS: '20000' },
    });
    const exited = once(portal.child, 'exit');
    const sockets: Socket[] = [];
    try {
      const pages = await doctorPages(30);
      for (let i = 0; i < 10; i++)
        sockets.push(io(portal.url, { path: '/notify', transports: ['websocket'], reconnection: false }));
      await Promise.all(sockets.map(connected));
      const disconnected = sockets.map(disconnectOf);

      // Each profile's first read waits 1.5 s, so all 30 renders are under way when SIGTERM comes.
      await qaData(
        qa().PUT('/__qa/faults', { body: { operation_id: 'getDoctorProfile', delay_ms: 1_500, count: pages.length } }),
      );
      // And five proxied API requests that the API answers only after 1.5 s.
      await qaData(qa().PUT('/__qa/faults', { body: { operation_id: 'listLabs', delay_ms: 1_500, count: 5 } }));
      const apiAnswers = Array.from({ length: 5 }, () =>
        fetch(`${portal.url}/api/medical-test-labs/get`).then(
          async (res) => ({ status: res.status, labs: (await res.json()).data?.data?.medical_test_labs_all?.length }),
          (error: Error) => ({ status: 0, error: String((error.cause as Error | undefined)?.message ?? error) }),
        ),
      );
      const answers = pages.map((path): Promise<Answer> =>
        fetch(`${portal.url}${path}`, { headers: { accept: 'text/html' } }).then(
          async (res) => ({ status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.text() }),
          (error: Error) => ({ error: String((error.cause as Error | undefined)?.message ?? error) }),
        ),
      );
      // Every render has sent its first read (the fault is used up): they are all in flight.
      await expect
        .poll(async () => (await qaData(qa().GET('/__qa/faults'))).faults.length, { timeout: 30_000, interval: 100 })
        .toBe(0);
      portal.child.kill('SIGTERM');

      const results = await Promise.all(answers);
      console.log(
        `30 renders in flight at SIGTERM: ${results.filter((r) => r.status === 200).length} × 200, ` +
          `${results.filter((r) => r.status === 503).length} × 503, ${results.filter((r) => r.error).length} reset`,
      );
      for (const result of results) {
        expect(result.error).toBeUndefined();
        if (result.status === 503) expect(result.retryAfter).toMatch(/^\d+$/);
        else expect(result.status).toBe(200);
      }
      for (const answer of await Promise.all(apiAnswers)) expect(answer).toMatchObject({ status: 200 });
      await Promise.all(disconnected);
      // The primary exits 0 only when every worker finished all it had before the deadline.
      expect(await exited).toEqual([0, null]);
    } finally {
      for (const socket of sockets) socket.close();
      await portal.stop();
    }
  }, 120_000);

  test('when SIGTERM comes while WebSockets are open and nothing else, then the process still exits', async () => {
    const portal = await startPortal({ mockUrl: mockUrl(), env: { WORKERS: '2' } });
    const exited = once(portal.child, 'exit');
    const sockets = [0, 1].map(() =>
      io(portal.url, { path: '/notify', transports: ['websocket'], reconnection: false }),
    );
    try {
      await Promise.all(sockets.map(connected));
      const disconnected = sockets.map(disconnectOf);
      portal.child.kill('SIGTERM');
      await Promise.all(disconnected);
      expect(await exited).toEqual([0, null]);
    } finally {
      for (const socket of sockets) socket.close();
      await portal.stop();
    }
  });
});
