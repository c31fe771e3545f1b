import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookOnline, freeSlots, patient, PATIENTS, T0 } from '../../packages/mock-server/src/test/appointments.ts';
import {
  signInOwner,
  startTestServer,
  TestClient,
  type TestServer,
} from '../../packages/mock-server/src/test/server.ts';
import { record } from './lib/record.ts';

// F15, the server's minor items: ten parallel payment starts, Retry-After: 0, two attachments,
// a request without Host, and a slow-drip body.

let server: TestServer;
let attacks = 0;
let held = 0;
const tally = (count: number, ok: number) => {
  attacks += count;
  held += ok;
};
beforeAll(async () => {
  server = await startTestServer({}, { now: () => T0 });
});
afterAll(async () => {
  record({ finding: 'F15 smaller items', attacks, held });
  await server.close();
});

describe('smaller items', () => {
  it('when 10 payments start in parallel on one appointment, then one payment is stored', async () => {
    const ali = await patient(server, PATIENTS.ali);
    const [slot] = freeSlots(server, 1);
    const id = (await bookOnline(ali, slot)).body.data.appointment.id as number;
    await Promise.all(
      Array.from({ length: 10 }, () => ali.post('/api/payments/start', { appointment_id: id, method: 'jazzcash' })),
    );
    const stored = server.store.data.payments.filter((p) => p.appointment_id === id).length;
    tally(10, stored === 1 ? 10 : 11 - stored);
    expect(stored).toBe(1);
  });

  it('when two attachments are sent, then 400 (the form is wrong), not 413', async () => {
    const owner = new TestClient(server.url);
    await signInOwner(owner);
    const pdf = Buffer.from('%PDF-1.7\nhello');
    const res = await owner.agent
      .post('/api/clinic/contact_us')
      .set('X-XSRF-TOKEN', owner.xsrf!)
      .field('subject', 'Invoice copy')
      .field('message', 'Two files at once.')
      .attach('attachment', pdf, { filename: 'a.pdf', contentType: 'application/pdf' })
      .attach('attachment', pdf, { filename: 'b.pdf', contentType: 'application/pdf' });
    tally(1, res.status === 400 ? 1 : 0);
    expect(res.status).toBe(400);
  });

  it('when a request has no Host, then a 400 with a JSON message, not an empty one', async () => {
    const { port } = new URL(server.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.end('GET /api/labs HTTP/1.1\r\n\r\n'));
      let text = '';
      socket.on('data', (d) => (text += d));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    const ok = /^HTTP\/1\.1 400/.test(answer) && answer.includes('"message":"The request has no Host header');
    tally(1, ok ? 1 : 0);
    expect(ok).toBe(true);
  });

  it('when a body would drip one byte every 5 s, then the server has a whole-request deadline of 30 s at most', () => {
    // Not timed here (machines are noisy): the deadline Node enforces is read from the server.
    const { requestTimeout, headersTimeout } = server.httpServer;
    const ok = requestTimeout > 0 && requestTimeout <= 30_000 && headersTimeout <= requestTimeout;
    tally(1, ok ? 1 : 0);
    expect(ok).toBe(true);
  });
});
