import { paymentResult } from '@ehp/api-types';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestServer } from '../../test/server.ts';
import {
  advanceClock,
  bookAndStart,
  bookOnline,
  freeSlots,
  getAppointment,
  patient,
  PATIENTS,
  payAtGateway,
  startBookingServer,
} from '../../test/appointments.ts';
import { esc, outcomeLabel, TEST_OUTCOMES } from './gateway-page.ts';
import { gatewayToken, returnSignature } from './gateway-signing.ts';

let server: TestServer;
let ali: TestClient;
beforeAll(async () => {
  server = await startBookingServer();
  ali = await patient(server, PATIENTS.ali);
});
afterAll(() => server.close());

const tokenOf = (paymentId: string) => gatewayToken(server.store.secret, paymentId);
const page = (paymentId: string, token = tokenOf(paymentId)) =>
  request(server.url).get(`/__gateway/pay?payment_id=${paymentId}&token=${token}`);
const snapshot = () => JSON.stringify([server.store.data.appointments, server.store.data.payments]);

describe('outcome labels', () => {
  it('when the test outcomes are listed, then every result-code group is there and each label names its group', () => {
    expect(new Set(TEST_OUTCOMES.map((o) => paymentResult(o.code)))).toEqual(
      new Set(['completed', 'pending', 'failed']),
    );
    expect(TEST_OUTCOMES.map((o) => outcomeLabel(o.code, o.detail))).toEqual([
      'Completed (000)',
      'Completed (121)',
      'Pending (124)',
      'Pending (157)',
      'Pending (210)',
      'Failed — declined (999)',
      'Failed — insufficient balance (051)',
      'Failed — timed out (068)',
      'Failed — cancelled by the payer (101)',
    ]);
  });

  it('when text goes into the page, then it is escaped', () => {
    expect(esc(`<script>"&'`)).toBe('&lt;script&gt;&quot;&amp;&#39;');
  });
});

describe('the payment page', () => {
  it('when a started payment is opened, then a hosted-looking page shows the merchant, amount, appointment, methods and test outcomes', async () => {
    const { paymentId, appointmentId } = await bookAndStart(server, ali, 'easypaisa');
    const res = await page(paymentId);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    const html = res.text;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('SehatLink');
    expect(html).toContain('Rs. 2,000');
    expect(html).toContain('Dr. Imran Qureshi, Cardiologist');
    expect(html).toContain('Online video consultation');
    expect(html).toContain('TEST MODE');
    // The method chosen at checkout is shown, not asked again; only its own fields follow.
    expect(html).toContain('<input type="hidden" name="method" value="easypaisa">');
    expect(html).toContain('Pay with <strong>Easypaisa</strong>');
    expect(html).not.toMatch(/type="radio"[^>]*name="method"/);
    expect(html).toMatch(/<label for="wallet-number">[^<]+<\/label><input id="wallet-number"/);
    expect(html).not.toContain('card-number');
    for (const o of TEST_OUTCOMES) expect(html).toContain(`value="${o.code}"`);
    expect(html).toMatch(/id="code-000" name="code" value="000" checked/);
    expect(html).toContain(`href="/appointment/payment/checkout/${appointmentId}"`);
    expect(html).not.toMatch(/<script/);
  });

  it('when QA set the next outcome, then the page preselects it, and it is used up by the next result', async () => {
    await request(server.url).put('/__qa/payments/next-outcome').send({ code: '157' });
    const { paymentId } = await bookAndStart(server, ali);
    expect((await page(paymentId)).text).toMatch(/id="code-157" name="code" value="157" checked/);
    await payAtGateway(server, paymentId, '157');
    expect((await request(server.url).get('/__qa/payments/next-outcome')).body).toEqual({ code: null });
    await request(server.url).post(`/__qa/payments/${paymentId}/settle`);
  });

  it('when QA presets a code that is not on the list, then it is added and preselected', async () => {
    await request(server.url).put('/__qa/payments/next-outcome').send({ code: 'E17' });
    const { paymentId } = await bookAndStart(server, ali);
    expect((await page(paymentId)).text).toMatch(/value="E17" checked>Failed — preset by QA \(E17\)/);
    await request(server.url).put('/__qa/payments/next-outcome').send({ code: null });
    await payAtGateway(server, paymentId, '000');
  });

  it('when the payment is unknown or already settled, then a 404 page; a malformed reference, then 400', async () => {
    expect((await page('PAY-999999')).status).toBe(404);
    const { paymentId } = await bookAndStart(server, ali);
    await payAtGateway(server, paymentId, '000');
    const settled = await page(paymentId);
    expect(settled.status).toBe(404);
    expect(settled.text).toContain(`already settled`);
    expect((await page('PAY-1')).status).toBe(400);
    expect((await request(server.url).get('/__gateway/pay?payment_id=PAY-000001&payment_id=PAY-000002')).status).toBe(
      400,
    );
    const json = await request(server.url).get('/__gateway/pay?payment_id=x').set('Accept', 'application/json');
    expect(json.status).toBe(400);
    expect(json.body.message).toMatch(/payment_id/);
  });
});

describe("the payer's language", () => {
  it('when the payment is started from an Urdu page, then the gateway URL carries lang=ur and the page is Urdu, right to left, with Latin values isolated', async () => {
    const [slot] = freeSlots(server, 1);
    const booked = await bookOnline(ali, slot);
    const started = await ali.post('/api/payments/start', {
      appointment_id: booked.body.data.appointment.id,
      method: 'jazzcash',
      lang: 'ur',
    });
    expect(started.status).toBe(201);
    const url: string = started.body.data.gateway_url;
    expect(new URL(url, server.url).searchParams.get('lang')).toBe('ur');
    const html = (await request(server.url).get(url)).text;
    expect(html).toContain('<html lang="ur" dir="rtl">');
    expect(html).toContain('ٹیسٹ موڈ');
    expect(html).toContain('موبائل اکاؤنٹ نمبر');
    expect(html).toContain('<bdi dir="ltr" class="nowrap">Rs. 2,000</bdi>');
    expect(html).toContain('مکمل (000)');
    expect(html).toContain('<input type="hidden" name="lang" value="ur">');
    expect(html).not.toContain('Mobile account number');
    await payAtGateway(server, started.body.data.payment.id, '000');
  });

  it('when no language or an unknown one is given, then the page is English', async () => {
    const { paymentId } = await bookAndStart(server, ali);
    const html = (
      await request(server.url).get(`/__gateway/pay?payment_id=${paymentId}&token=${tokenOf(paymentId)}&lang=fr`)
    ).text;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Mobile account number');
    await payAtGateway(server, paymentId, '000');
  });
});

describe('a lapsed hold', () => {
  it('when the hold ended while the payer was away, then the page and the form answer 409 and nothing is charged', async () => {
    const { paymentId, appointmentId } = await bookAndStart(server, ali);
    await advanceClock(server.url, 10);
    const shown = await page(paymentId);
    expect(shown.status).toBe(409);
    expect(shown.text).toContain('hold on this slot has ended');
    expect(shown.text).toContain(`href="/appointment/payment/checkout/${appointmentId}"`);
    const before = snapshot();
    expect((await payAtGateway(server, paymentId, '000')).status).toBe(409);
    expect(snapshot()).toBe(before);
    expect(await getAppointment(ali, appointmentId)).toMatchObject({ status: 'expired', payment_status: 4 });
  });
});

describe('bad results are refused and change nothing', () => {
  let paymentId: string;
  let appointmentId: number;
  beforeAll(async () => {
    ({ paymentId, appointmentId } = await bookAndStart(server, ali));
  });

  it.each([
    ['an unknown payment', { payment_id: 'PAY-888888' }, 404],
    ['a malformed reference', { payment_id: '../../etc/passwd' }, 400],
    ['an unknown method', { method: 'bitcoin' }, 400],
    ['a code with symbols', { code: '<b>1</b>' }, 400],
    ['an empty code', { code: '' }, 400],
    ['a code over 10 characters', { code: '12345678901' }, 400],
  ])('when the form names %s, then %i and nothing changes', async (_what, fields, status) => {
    const before = snapshot();
    const res = await payAtGateway(server, paymentId, '000', fields).set('Accept', 'application/json');
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ message: expect.any(String), code: expect.any(String) });
    expect(snapshot()).toBe(before);
  });

  it('when a field is sent twice, JSON is sent, or the body is huge, then 4xx and nothing changes', async () => {
    const before = snapshot();
    const twice = await request(server.url)
      .post('/__gateway/pay')
      .type('form')
      .send(`payment_id=${paymentId}&token=${tokenOf(paymentId)}&method=card&code=000&code=999`);
    expect(twice.status).toBe(400);
    expect(twice.text).toContain('Payment not possible');
    const json = await request(server.url)
      .post('/__gateway/pay')
      .send({ payment_id: paymentId, method: 'card', code: '000' });
    expect(json.status).toBe(400);
    const huge = await request(server.url)
      .post('/__gateway/pay')
      .type('form')
      .send(`payment_id=${paymentId}&token=${tokenOf(paymentId)}&method=card&code=000&pad=${'a'.repeat(40_000)}`);
    expect(huge.status).toBe(413);
    expect(snapshot()).toBe(before);
  });

  it('when a result comes for a settled payment, then 409 and the first result stands', async () => {
    expect((await payAtGateway(server, paymentId, '999')).status).toBe(303);
    const again = await payAtGateway(server, paymentId, '000').set('Accept', 'application/json');
    expect(again.status).toBe(409);
    expect((await getAppointment(ali, appointmentId)).payment).toMatchObject({ status: 2, result_code: '999' });
  });

  it('when an unknown gateway path is asked for, then a 404', async () => {
    expect((await request(server.url).get('/__gateway/other')).status).toBe(404);
  });
});

describe('only the payer reaches a payment (F4)', () => {
  // Each test pays as someone else: Ali's three unpaid holds are used up above.
  let fatima: TestClient;
  let ayesha: TestClient;
  let usman: TestClient;
  beforeAll(async () => {
    [fatima, ayesha, usman] = await Promise.all([
      patient(server, PATIENTS.fatima),
      patient(server, PATIENTS.ayesha),
      patient(server, PATIENTS.usman),
    ]);
  });

  it('when the page is opened without its token or with another payment’s, then the same 404 as an unknown payment', async () => {
    const { paymentId } = await bookAndStart(server, fatima);
    const other = await bookAndStart(server, fatima);
    const unknown = await page('PAY-999999');
    for (const res of [
      await request(server.url).get(`/__gateway/pay?payment_id=${paymentId}`),
      await page(paymentId, 'A'.repeat(32)),
      await page(paymentId, tokenOf(other.paymentId)),
    ]) {
      expect(res.status).toBe(404);
      expect(res.text.replace(paymentId, 'PAY-999999')).toBe(unknown.text);
    }
  });

  it('when the payer opens the page, then it names them shortly and masks the wallet number', async () => {
    const { paymentId } = await bookAndStart(server, ayesha);
    const html = (await page(paymentId)).text;
    expect(html).toContain('<dt>Patient</dt><dd>Ayesha S.</dd>');
    expect(html).toContain('SehatLink has 0333*****23 on file.');
    expect(html).not.toContain('Ayesha Siddiqui');
    expect(html).not.toContain(PATIENTS.ayesha);
    expect(html).toContain(`<input type="hidden" name="token" value="${tokenOf(paymentId)}">`);
  });

  it('when another site posts a result without the token or with a wrong one, then 404 and nothing changes', async () => {
    const { paymentId } = await bookAndStart(server, ayesha);
    const before = snapshot();
    for (const token of ['', 'A'.repeat(32), tokenOf('PAY-000001')]) {
      const res = await payAtGateway(server, paymentId, '000', { token }).set('Accept', 'application/json');
      expect(res.status).toBe(404);
    }
    const bare = await request(server.url)
      .post('/__gateway/pay')
      .type('form')
      .send({ payment_id: paymentId, method: 'card', code: '051' });
    expect(bare.status).toBe(404);
    expect(snapshot()).toBe(before);
  });

  it('when the payer posts the result, then the return to the portal is signed over the reference and the code', async () => {
    const { paymentId, appointmentId } = await bookAndStart(server, usman);
    const res = await payAtGateway(server, paymentId, '051');
    expect(res.status).toBe(303);
    const back = new URL(res.headers.location, 'http://portal');
    expect(back.pathname).toBe(`/appointment/payment/checkout/${appointmentId}`);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      code: '051',
      reference: paymentId,
      signature: returnSignature(server.store.secret, paymentId, '051'),
    });
    expect(returnSignature(server.store.secret, paymentId, '000')).not.toBe(back.searchParams.get('signature'));
  });
});
