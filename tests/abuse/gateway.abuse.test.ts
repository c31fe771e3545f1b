import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookAndStart,
  getAppointment,
  patient,
  PATIENTS,
  T0,
} from '../../packages/mock-server/src/test/appointments.ts';
import { startTestServer, type TestClient, type TestServer } from '../../packages/mock-server/src/test/server.ts';
import { findingTally } from './lib/record.ts';

// F4: the simulated gateway needed nothing. /__gateway/pay?payment_id=PAY-000001 (sequential ids)
// showed the patient's full name and mobile number to anyone; a cross-site form post with
// code=051 failed another patient's payment, and code=000 confirmed an appointment unpaid.

const tally = findingTally('F04 the gateway needs nothing');
let server: TestServer;
let ali: TestClient;
beforeAll(async () => {
  server = await startTestServer({}, { now: () => T0 });
  ali = await patient(server, PATIENTS.ali);
});
afterAll(async () => {
  tally.flush();
  await server.close();
});

/** What a stranger's page can send: a plain form post, no token, from another origin. */
const crossSitePost = (paymentId: string, code: string) =>
  request(server.url)
    .post('/__gateway/pay')
    .type('form')
    .set('Origin', 'https://attacker.example')
    .send({ payment_id: paymentId, method: 'jazzcash', code });

describe('the simulated gateway', () => {
  it('when a stranger walks the sequential references, then no page opens and no name or number shows', async () => {
    const { paymentId } = await bookAndStart(server, ali);
    const n = Number(paymentId.slice(4));
    for (let i = Math.max(1, n - 20); i <= n + 20; i += 1) {
      const res = await request(server.url).get(`/__gateway/pay?payment_id=PAY-${String(i).padStart(6, '0')}`);
      expect(
        tally.hit(res.status === 404 && !res.text.includes('Ali Hassan') && !res.text.includes(PATIENTS.ali)),
      ).toBe(true);
    }
  });

  it('when the payer opens their own link, then the page shows a short name and a masked number only', async () => {
    const started = await ali.post('/api/payments/start', {
      appointment_id: (await bookAndStart(server, ali)).appointmentId,
      method: 'jazzcash',
    });
    const html = (await request(server.url).get(started.body.data.gateway_url)).text;
    expect(tally.hit(html.includes('Ali H.') && !html.includes('Ali Hassan') && !html.includes(PATIENTS.ali))).toBe(
      true,
    );
  });

  it.each([
    ['051', 'failed', PATIENTS.fatima],
    ['000', 'confirmed', PATIENTS.usman],
  ])('when another site posts code=%s for a payment, then nothing changes (no %s)', async (code, _, phone) => {
    const victim = await patient(server, phone);
    const { paymentId, appointmentId } = await bookAndStart(server, victim);
    const res = await crossSitePost(paymentId, code);
    const after = await getAppointment(victim, appointmentId);
    expect(tally.hit(res.status === 404 && after.status === 'awaiting_payment' && after.payment_status === 4)).toBe(
      true,
    );
  });
});
