import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../test/server.ts';
import { explainPatterns } from './error-messages.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('validation messages name the field and the rule in words', () => {
  it('when a known pattern fails, then the message describes it (and keeps the field)', () => {
    expect(explainPatterns('request/body/otp_code must match pattern "^\\d{6}$"')).toBe(
      'request/body/otp_code must be exactly 6 digits',
    );
    expect(explainPatterns('request/query/x must match pattern "^zz$"')).toBe(
      'request/query/x must match pattern "^zz$"',
    );
  });

  it('when the demo form has a bad mobile number, then 400 explains the Pakistani format', async () => {
    const res = await new TestClient(server.url).post('/api/demo_request/add', {
      name: 'Bilal Ahmed',
      phone_number: '0300123456a',
      email: 'bilal@citycare.pk',
      demo_for: 0,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'request/body/phone_number must be a Pakistani mobile number: an optional 0, then 3, then nine digits (e.g. 03001234567)',
    );
  });

  it('when a JSON-only operation gets text/plain, then 415 says to send application/json', async () => {
    const c = new TestClient(server.url);
    await c.get('/api/admin/subscription/basic_pkg');
    const res = await c.agent
      .post('/api/demo_request/add')
      .set('X-XSRF-TOKEN', c.xsrf!)
      .set('Content-Type', 'text/plain')
      .send('hi');
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('Content-Type text/plain is not accepted here; send application/json');
  });
});
