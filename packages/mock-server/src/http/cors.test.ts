import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server.ts';

const PORTAL = 'https://portal.sehatlink.pk';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ corsOrigins: [PORTAL] });
});
afterAll(() => server.close());

const preflight = (origin: string) =>
  request(server.url)
    .options('/api/demo_request/add')
    .set('Origin', origin)
    .set('Access-Control-Request-Method', 'POST')
    .set('Access-Control-Request-Headers', 'content-type,x-xsrf-token');

describe('CORS', () => {
  it('when a listed origin sends a preflight, then 204 with credentials for that origin only', async () => {
    const res = await preflight(PORTAL);
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['access-control-allow-headers']).toMatch(/X-XSRF-TOKEN/);
  });

  it('when an unlisted origin sends a preflight, then 403 naming the origin and CORS_ORIGINS, no CORS headers', async () => {
    const res = await preflight('https://evil.example');
    expect(res.status).toBe(403);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.body.message).toBe(
      `Origin https://evil.example is not allowed to call this API with credentials; allowed: ${PORTAL} (set CORS_ORIGINS)`,
    );
  });

  it('when an unlisted origin reads, then no CORS headers but Vary: Origin (caches keep answers apart)', async () => {
    const res = await request(server.url).get('/api/medical-test-labs/get').set('Origin', 'https://evil.example');
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers.vary).toMatch(/Origin/);
  });
});
