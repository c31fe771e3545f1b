import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchVisitToken, visitTokenIn } from './visit-link-hook.ts';

const outbox = {
  messages: [
    { text: 'Open https://p.test/appointment/payment/checkout/5012?visit_token=v1.5012.1001.a.OLD#after-visit' },
    { text: 'Other: https://p.test/appointment/payment/checkout/5013?visit_token=v1.5013.1001.a.XYZ' },
    { text: 'Again: https://p.test/ur/appointment/payment/checkout/5012?lang=ur&visit_token=v1.5012.1001.a.NEW%3D' },
  ],
};

let base = '';
const server = createServer((req, res) => {
  const down = req.url?.startsWith('/down');
  res.writeHead(down ? 503 : 200, { 'content-type': 'application/json' });
  res.end(down ? '{"message":"down"}' : JSON.stringify({ phone: req.url, ...outbox }));
});

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('visit link hook', () => {
  it('when the number received several links, then the last one of the appointment is read, decoded', async () => {
    expect(await fetchVisitToken({ url: '{baseUrl}/messages?phone={phone}' }, `${base}/`, '03001234567', 5012)).toBe(
      'v1.5012.1001.a.NEW=',
    );
    expect(visitTokenIn(JSON.stringify(outbox), 5013)).toBe('v1.5013.1001.a.XYZ');
  });

  it('when no link names the appointment or the target refuses, then it throws saying so', async () => {
    await expect(fetchVisitToken({ url: `${base}/messages` }, base, '030', 999)).rejects.toThrow(
      /no link with a visit_token for appointment 999/,
    );
    await expect(fetchVisitToken({ url: `${base}/down` }, base, '030', 5012)).rejects.toThrow(/answered 503/);
  });
});
