import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../app.ts';
import { startTestServer, type TestServer } from '../test/server.ts';
import { tooMany } from './errors.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Sends raw bytes and resolves to everything the server answers before it closes. */
function raw(text: string): Promise<string> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (d) => (answer += d));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('requests the server cuts short (issue 21, F15)', () => {
  it('when a request has no Host header, then 400 with a JSON message saying so', async () => {
    const answer = await raw('GET /api/admin/subscription/basic_pkg HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toContain(
      '{"message":"The request has no Host header; HTTP/1.1 requires one","code":"invalid_request"}',
    );
  });

  it('when a body drips in slowly, then the server gives the whole request a deadline', () => {
    expect(server.httpServer.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(server.httpServer.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(30_000);
  });

  it('when a lock has less than a second left, then Retry-After still says 1, never 0', () => {
    expect(tooMany('Locked', 0).headers['Retry-After']).toBe('1');
    expect(tooMany('Locked', 0.2).headers['Retry-After']).toBe('1');
    expect(tooMany('Locked', 61.5).headers['Retry-After']).toBe('62');
  });
});
