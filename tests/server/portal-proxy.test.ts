import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startPortal, type Service } from '../support/stack.mjs';
import { startStandInApi, type Seen } from './stand-in-api.ts';

// The proxy to the API keeps its connections alive (every answer said `Connection: close` and the
// next request opened another), and the visitor's hop-by-hop headers stay with the visitor.

let api: Awaited<ReturnType<typeof startStandInApi>>;
let portal: Service;

beforeAll(async () => {
  api = await startStandInApi();
  portal = await startPortal({ mockUrl: api.url });
});
afterAll(async () => {
  await portal?.stop();
  await api?.close();
});

/** A GET through the portal with headers fetch() would not send; resolves with the answer's headers and body. */
function get(path: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, unknown>; seen: Seen }>((resolve, reject) => {
    const req = request(`${portal.url}${path}`, { headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ headers: res.headers, seen: JSON.parse(body) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the proxy to the API', () => {
  test('when 20 API requests come one after another, then they reuse the portal’s connection to the API', async () => {
    const before = api.connections;
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${portal.url}/api/medical-test-labs/get?n=${i}`);
      expect(res.headers.get('connection')).not.toBe('close');
      await res.json();
    }
    expect(api.connections - before).toBeLessThanOrEqual(2);
  });

  test('when a visitor sends hop-by-hop headers, then the API gets none of them and the visitor keeps its own keep-alive', async () => {
    const { headers, seen } = await get('/api/who', {
      connection: 'keep-alive, x-hop',
      'x-hop': 'for the portal only',
      'keep-alive': 'timeout=600',
      'proxy-connection': 'keep-alive',
      te: 'trailers',
      'x-end-to-end': 'kept',
    });
    expect(seen.headers).not.toHaveProperty('x-hop');
    expect(seen.headers).not.toHaveProperty('keep-alive');
    expect(seen.headers).not.toHaveProperty('proxy-connection');
    expect(seen.headers).not.toHaveProperty('te');
    expect(seen.headers['x-end-to-end']).toBe('kept');
    // The portal's own connection to the API, kept alive by its agent.
    expect(seen.headers.connection).toBe('keep-alive');
    // The visitor's connection on the portal's terms, not the API's (its Keep-Alive: timeout=5).
    expect(headers.connection).toBe('keep-alive');
    expect(headers['keep-alive']).not.toBe('timeout=5');
  });

  test('when a visitor asks to close its connection, then the answer says so and the API connection is unaffected', async () => {
    const before = api.connections;
    const { headers, seen } = await get('/api/who', { connection: 'close' });
    expect(headers.connection).toBe('close');
    expect(seen.headers.connection).toBe('keep-alive');
    expect(api.connections - before).toBeLessThanOrEqual(1);
  });
});
