import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../packages/mock-server/src/config.ts';
import { startTestServer, type TestServer } from '../../packages/mock-server/src/test/server.ts';
import { record } from './lib/record.ts';

// F2: any web page could wipe the mock (POST /__qa/reset as text/plain, a CORS simple request:
// 200 "Back to the seed"). F3: the mock bound 0.0.0.0 with QA open and any Host accepted, so a
// stranger or a DNS-rebinding page took over a doctor's account through /__qa/otp.

let server: TestServer;
let attacks = 0;
let held = 0;
const tally = (ok: boolean) => {
  attacks += 1;
  if (ok) held += 1;
};
beforeAll(async () => {
  server = await startTestServer({ limits: 'standard' });
});
afterAll(async () => {
  record({ finding: 'F02-F03 QA surface', attacks, held });
  await server.close();
});

/** A demo request on record, so a reset would be seen. */
async function submissionCount() {
  return server.store.data.submissions.helpline.length;
}

describe('no web page reaches the QA API', () => {
  it.each([
    ['text/plain', 'x'],
    ['application/x-www-form-urlencoded', 'a=1'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('when a page posts /__qa/reset as %s, then it is refused and nothing is reset', async (type, body) => {
    server.store.data.submissions.helpline.push({ id: 99, phone_number: '03001112223', created_at: '' } as never);
    const before = await submissionCount();
    const res = await request(server.url).post('/__qa/reset').set('Content-Type', type).send(body);
    tally(res.status === 415 && (await submissionCount()) === before);
    expect(res.status).toBe(415);
    expect(await submissionCount()).toBe(before);
  });

  it('when a page posts /__qa/reset with no body (no-cors fetch), then it is refused', async () => {
    const res = await request(server.url).post('/__qa/reset');
    tally(res.status === 415);
    expect(res.status).toBe(415);
  });

  it('when a request comes from a foreign origin, even as JSON, then 403', async () => {
    const res = await request(server.url)
      .post('/__qa/clock')
      .set('Origin', 'https://evil.example')
      .send({ minutes: 60 });
    tally(res.status === 403);
    expect(res.status).toBe(403);
  });

  it('when a page of a foreign origin asks the preflight, then it is not allowed', async () => {
    const res = await request(server.url)
      .options('/__qa/reset')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type');
    const allowed = res.headers['access-control-allow-origin'];
    tally(allowed === undefined);
    expect(allowed).toBeUndefined();
  });

  it('when QA tools send JSON or the token header, then they work', async () => {
    expect((await request(server.url).post('/__qa/clock').send({ minutes: 1 })).status).toBe(200);
    expect((await request(server.url).delete('/__qa/faults').set('X-QA-Token', 'tool')).status).toBe(200);
  });
});

describe('nobody else reaches the QA API', () => {
  it('when the mock starts with no HOST, then it listens on 127.0.0.1 only', () => {
    const parsed = parseConfig([], {});
    tally(parsed.ok && parsed.config.host === '127.0.0.1');
    expect(parsed.ok && parsed.config.host).toBe('127.0.0.1');
  });

  it('when HOST opens the mock to the network, then QA requires a token (generated when not given)', () => {
    const parsed = parseConfig([], { HOST: '0.0.0.0' });
    expect(parsed.ok).toBe(true);
    const token = parsed.ok ? parsed.config.qaToken : null;
    tally(typeof token === 'string' && token.length >= 16);
    expect(token?.length).toBeGreaterThanOrEqual(16);
    expect(parseConfig([], { HOST: '0.0.0.0', QA_TOKEN: 'short' }).ok).toBe(false);
  });

  it('when a QA token is set, then codes, accounts and resets need it', async () => {
    const guarded = await startTestServer({ qaToken: 'team-token-0123456789' });
    try {
      await request(guarded.url)
        .post('/api/auth/send-verification-code')
        .set('X-XSRF-TOKEN', 'x')
        .send({ phone_number: '03001234567' });
      for (const path of ['/__qa/accounts', '/__qa/otp?phone=03334445566', '/__qa/stats']) {
        const res = await request(guarded.url).get(path);
        tally(res.status === 401);
        expect(res.status).toBe(401);
      }
      const wrong = await request(guarded.url).post('/__qa/reset').set('X-QA-Token', 'guess').send({});
      tally(wrong.status === 401);
      expect(wrong.status).toBe(401);
      const right = await request(guarded.url).get('/__qa/accounts').set('X-QA-Token', 'team-token-0123456789');
      expect(right.status).toBe(200);
      // The console page itself holds no data: it asks for the token.
      expect((await request(guarded.url).get('/__qa')).status).toBe(200);
    } finally {
      await guarded.close();
    }
  });

  it.each(['/__qa/accounts', '/api/labs', '/api/auth/send-verification-code'])(
    'when a request names a foreign Host (DNS rebinding), then %s answers 421',
    async (path) => {
      const res = await request(server.url).get(path).set('Host', 'attacker.example');
      tally(res.status === 421);
      expect(res.status).toBe(421);
    },
  );

  it('when a socket handshake names a foreign Host, then it is refused', async () => {
    const handshake = (host: string) => request(server.url).get('/notify/?EIO=4&transport=polling').set('Host', host);
    const res = await handshake('attacker.example');
    tally(res.status >= 400);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect((await handshake('localhost')).status).toBe(200);
  });

  it('when Host is localhost, an IP or a listed name, then it is answered', async () => {
    const named = await startTestServer({ allowedHosts: ['mock.team.lan'] });
    try {
      for (const host of ['localhost:4000', '127.0.0.1', '192.168.1.20:4000', '[::1]:4000', 'mock.team.lan:4000']) {
        expect((await request(named.url).get('/api/admin/subscription/basic_pkg').set('Host', host)).status).toBe(200);
      }
    } finally {
      await named.close();
    }
  });
});
