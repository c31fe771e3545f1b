import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
const leaks = (body: unknown) => /\bat [\w.<>]+ \(|node_modules|\/work\/|\.ts:\d+/.test(JSON.stringify(body));

describe('errors are { message } and never leak internals', () => {
  it('when an /api route does not exist, then a JSON 404', async () => {
    const res = await request(server.url).get('/api/patients/all');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ message: 'No such API route: GET /api/patients/all', code: expect.any(String) });
  });

  it('when a route is called with the wrong method, then 405 with Allow', async () => {
    const res = await request(server.url).get('/api/demo_request/add');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
  });

  it('when the JSON is malformed, then 400 { message }', async () => {
    const c = new TestClient(server.url);
    await c.get('/api/medical-test-labs/get');
    const res = await c.agent
      .post('/api/demo_request/add')
      .set('X-XSRF-TOKEN', c.xsrf!)
      .set('Content-Type', 'application/json')
      .send('{"name": "A",');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Malformed JSON in the request body', code: expect.any(String) });
  });

  it('when a JSON body is over 1 MB, then 413', async () => {
    const c = new TestClient(server.url);
    const res = await c.post('/api/contact-us/add', {
      name: 'A',
      email: 'a@a.pk',
      phone_number: '03001234567',
      subject: 'Big',
      message: 'x'.repeat(1024 * 1024 + 10),
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/1 MB/);
  });

  it('when the body is not JSON, then 415 or 400 with a message, never 500', async () => {
    const c = new TestClient(server.url);
    await c.get('/api/medical-test-labs/get');
    const res = await c.agent
      .post('/api/demo_request/add')
      .set('X-XSRF-TOKEN', c.xsrf!)
      .set('Content-Type', 'text/plain')
      .send('hello');
    expect([400, 415]).toContain(res.status);
    expect(res.body.message).toBeTruthy();
    expect(leaks(res.body)).toBe(false);
  });

  it('when types, enums and bounds are broken, then 400 names the field', async () => {
    const c = new TestClient(server.url);
    const cases: Array<[string, object, string]> = [
      ['/api/demo_request/add', { name: 'A', phone_number: '03001234567', email: 'a@a.pk', demo_for: 7 }, 'demo_for'],
      [
        '/api/demo_request/add',
        { name: 'A', phone_number: '03001234567', email: 'not-an-email', demo_for: 0 },
        'email',
      ],
      [
        '/api/medical-test-labs/citi/booking',
        {
          lab_id: 1,
          lab_branch_id: 101,
          test_ids: [],
          patient_name: 'A',
          phone_number: '03001234567',
          preferred_date: '2026-12-01',
          preferred_time: '09:30:00',
          home_sampling: false,
        },
        'test_ids',
      ],
      [
        '/api/medical-test-labs/citi/booking',
        {
          lab_id: 1,
          lab_branch_id: 101,
          test_ids: [1001],
          patient_name: 'A',
          phone_number: '03001234567',
          preferred_date: '2026-02-30',
          preferred_time: '25:00:00',
          home_sampling: false,
        },
        'preferred_',
      ],
    ];
    for (const [path, body, field] of cases) {
      const res = await c.post(path, body);
      expect(res.status, path).toBe(400);
      expect(res.body.message).toContain(field);
      expect(leaks(res.body)).toBe(false);
    }
  });

  it('when a query parameter is unknown, then 400', async () => {
    const res = await request(server.url).get('/api/medical-test-labs/get?debug=1');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('debug');
  });
});

describe('CORS', () => {
  it('when the portal origin asks, then credentials are allowed for that exact origin', async () => {
    const res = await request(server.url)
      .options('/api/demo_request/add')
      .set('Origin', 'http://localhost:5173')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,x-xsrf-token');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['access-control-allow-headers']).toMatch(/X-XSRF-TOKEN/i);
  });

  it('when another origin asks, then no CORS grant (and never a wildcard)', async () => {
    const res = await request(server.url).get('/api/medical-test-labs/get').set('Origin', 'https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('headers', () => {
  it('when an API answer is sent, then nosniff and a locked-down CSP are set and Express is not advertised', async () => {
    const res = await request(server.url).get('/api/medical-test-labs/get');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('when served over HTTPS behind a trusted proxy, then the cookies are Secure', async () => {
    const proxied = await startTestServer({ trustProxy: true });
    try {
      const res = await request(proxied.url).get('/api/medical-test-labs/get').set('X-Forwarded-Proto', 'https');
      expect((res.headers['set-cookie'] as unknown as string[]).every((c) => c.includes('Secure'))).toBe(true);
    } finally {
      await proxied.close();
    }
  });
});

describe('docs', () => {
  it('when /docs is opened, then Redoc is served locally with the contract', async () => {
    const page = await request(server.url).get('/docs');
    expect(page.text).toContain('<redoc spec-url="/openapi.yaml"');
    expect(page.text).toContain('src="/docs/redoc.standalone.js"');
    const js = await request(server.url).get('/docs/redoc.standalone.js');
    expect(js.status).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    const yaml = await request(server.url).get('/openapi.yaml');
    expect(yaml.text).toContain('operationId: addDemoRequest');
    expect((await request(server.url).get('/asyncapi.yaml')).text).toContain('asyncapi: 3.0.0');
  });
});

describe('hostile bodies', () => {
  it('when a multipart body is truncated, then 400 { message }, never 500', async () => {
    const owner = new TestClient(server.url);
    await owner.post('/api/clinic/clinic_login', { email: 'nadia@hayatmedical.pk', password: 'Clinic@123' });
    const body =
      '--xyz\r\nContent-Disposition: form-data; name="subject"\r\n\r\nHello there\r\n--xyz\r\nContent-Disposition: form-data; name="attachment"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nabc';
    const res = await owner.agent
      .post('/api/clinic/contact_us')
      .set('X-XSRF-TOKEN', owner.xsrf!)
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBeTruthy();
  });

  it("when the URL is over 16 KB, then 431 with a JSON { message } (not Node's empty answer)", async () => {
    const res = await fetch(`${server.url}/api/medical-test-labs/info/get?lab_id=${'9'.repeat(100_000)}`);
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual({
      message: 'The request line or headers are larger than 16 KB',
      code: expect.any(String),
    });
  });

  it('when a HEAD request hits a GET operation, then 405 rather than an unvalidated call', async () => {
    expect((await request(server.url).head('/api/speciality/image/get')).status).toBe(405);
  });
});

describe('response validation', () => {
  it('when the mock would answer something the contract forbids, then it fails loudly with 500 instead', async () => {
    const broken = await startTestServer();
    try {
      broken.store.data.labs[0].lab_name = 'x'.repeat(200); // LabsResponse allows 120 characters
      const res = await request(broken.url).get('/api/medical-test-labs/get');
      expect(res.status).toBe(500);
      expect(res.body.message).toMatch(/response broke the contract.*lab_name/);
    } finally {
      await broken.close();
    }
  });
});
