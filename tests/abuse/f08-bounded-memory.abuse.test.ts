import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MALFORMED_KEYS } from '../../packages/mock-server/src/qa/stats.ts';
import { startTestServer, type TestServer } from '../../packages/mock-server/src/test/server.ts';
import { openSocket, sleep } from '../../packages/mock-server/src/test/sockets.ts';
import { record, recordRss } from './lib/record.ts';

// F8: 80,000 distinct malformed socket event names (199 per socket, then a new socket, so the
// flood limit never fires) grew RSS and made /__qa/stats 5.2 MB. The soak sends 100,000 and checks
// the structures stay bounded; RSS before and after is printed, not asserted (machines are noisy).

const EVENTS = 100_000;
const PER_SOCKET = 199;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('F08 memory grows without bound', () => {
  it('F08: when 100,000 distinct malformed event names arrive over reconnecting sockets, then /__qa/stats stays small', async () => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    let sent = 0;
    while (sent < EVENTS) {
      const socket = await openSocket(server.url);
      const batch = Math.min(PER_SOCKET, EVENTS - sent);
      for (let i = 0; i < batch; i += 1)
        (socket as unknown as { emit(e: string, p: unknown): void }).emit(`x${sent + i}`, {});
      sent += batch;
      await sleep(1);
      socket.disconnect();
    }
    // Let the server read what is still in flight.
    for (let i = 0; i < 50 && server.ctx.stats.get('malformed_socket_events') < EVENTS; i += 1) await sleep(100);
    global.gc?.();
    const after = process.memoryUsage().rss;
    const res = await request(server.url).get('/__qa/stats');
    const bytes = Buffer.byteLength(JSON.stringify(res.body));
    const names = Object.keys(res.body.malformed_socket_events_by_event).length;
    console.log(
      `F08 soak: ${sent} events, ${server.ctx.stats.get('malformed_socket_events')} counted, /__qa/stats ${bytes} bytes, ${names} names, RSS ${Math.round(before / 2 ** 20)} -> ${Math.round(after / 2 ** 20)} MB`,
    );
    recordRss(before, after);
    record({ finding: 'F08 memory grows without bound', attacks: sent, held: names <= MAX_MALFORMED_KEYS ? sent : 0 });
    expect(names).toBeLessThanOrEqual(MAX_MALFORMED_KEYS);
    expect(bytes).toBeLessThan(16 * 1024);
  });
});
