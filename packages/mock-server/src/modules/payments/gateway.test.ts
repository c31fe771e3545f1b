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
import { readFileSync } from 'node:fs';
import { esc, outcomeLabel, TEST_OUTCOMES } from './gateway-page.ts';
import { GATEWAY_FONT_FILE, GATEWAY_FONT_PATH } from './gateway-font.ts';
import { gatewayToken, returnSignature } from './gateway-signing.ts';
import { GATEWAY_REFUSALS, WORDS, type GatewayRefusal } from './gateway-words.ts';

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
    // A refusal of the form itself (too large to read) still knows the payer's language.
    expect(html).toContain('action="/__gateway/pay?lang=ur"');
    expect(html).not.toContain('Mobile account number');
    await payAtGateway(server, started.body.data.payment.id, '000');
  });

  it('when the page is Urdu, then it is set in Noto Naskh Arabic: the file preloaded, its face declared for Arabic script, and the CSP lets it load', async () => {
    const { paymentId } = await bookAndStart(server, ali);
    const res = await request(server.url).get(
      `/__gateway/pay?payment_id=${paymentId}&token=${tokenOf(paymentId)}&lang=ur`,
    );
    expect(res.text).toContain(
      `<link rel="preload" href="${GATEWAY_FONT_PATH}" as="font" type="font/woff2" crossorigin>`,
    );
    expect(res.text).toMatch(
      /@font-face\{font-family:"Noto Naskh Arabic";[^}]*font-display:swap;src:url\("\/__gateway\/fonts\/noto-naskh-arabic-[\d.]+-arabic-400\.woff2"\) format\("woff2"\);unicode-range:U\+0600-06FF,/,
    );
    expect(res.text).toMatch(/:root\{font-family:"Noto Naskh Arabic",system-ui/);
    expect(res.headers['content-security-policy']).toMatch(/font-src 'self'/);
    await payAtGateway(server, paymentId, '000');
  });

  it("when the font is asked for, then the package's Arabic woff2 comes back, cached for a year and immutable", async () => {
    const res = await request(server.url)
      .get(GATEWAY_FONT_PATH)
      .buffer(true)
      .parse((stream, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const body = res.body as Buffer;
    expect(body.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(body.equals(readFileSync(GATEWAY_FONT_FILE))).toBe(true);
    expect(GATEWAY_FONT_FILE).toMatch(
      /@fontsource[\\/]noto-naskh-arabic[\\/]files[\\/]noto-naskh-arabic-arabic-400-normal\.woff2$/,
    );
    // Another name below /fonts is no file.
    expect((await request(server.url).get('/__gateway/fonts/other.woff2')).status).toBe(404);
  });

  it('when no language or an unknown one is given, then the page is English', async () => {
    const { paymentId } = await bookAndStart(server, ali);
    const html = (
      await request(server.url).get(`/__gateway/pay?payment_id=${paymentId}&token=${tokenOf(paymentId)}&lang=fr`)
    ).text;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Mobile account number');
    // English pages never fetch the Urdu font.
    expect(html).not.toContain('Noto Naskh');
    expect(html).not.toContain('/__gateway/fonts/');
    expect(html).toContain('action="/__gateway/pay"');
    expect(html).toContain('<span class="nowrap">Rs. 2,000</span>');
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

describe("refusals in the payer's language", () => {
  // A server of its own: the scenarios hold, pay, cancel and let lapse bookings of their own.
  let own: TestServer;
  let payer: TestClient;
  let other: TestClient;
  beforeAll(async () => {
    own = await startBookingServer();
    [payer, other] = await Promise.all([patient(own, PATIENTS.ali), patient(own, PATIENTS.fatima)]);
  });
  afterAll(() => own.close());

  const tokenHere = (paymentId: string) => gatewayToken(own.store.secret, paymentId);
  const urduPage = (paymentId: string, token = tokenHere(paymentId)) =>
    request(own.url).get(`/__gateway/pay?payment_id=${paymentId}&token=${token}&lang=ur`);
  const startAgain = async (client: TestClient, appointmentId: number): Promise<string> =>
    // Another method: the same one hands back the live payment.
    (await client.post('/api/payments/start', { appointment_id: appointmentId, method: 'card', lang: 'ur' })).body.data
      .payment.id;

  /** The page a payer reads: Urdu, right to left, in its font, the refusal's whole sentences and no English sentence. */
  function expectUrduRefusal(res: request.Response, status: number, refusal: GatewayRefusal) {
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.text;
    expect(html).toContain('<html lang="ur" dir="rtl">');
    expect(html).toContain(GATEWAY_FONT_PATH);
    expect(html).toContain(`<p>${WORDS.ur.refusal[refusal]}</p>`);
    expect(html).not.toContain(WORDS.en.refusal[refusal]);
    const text = html
      .replace(/<head>[\s\S]*<\/head>/, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    expect(text, 'no English sentence on the Urdu page').not.toMatch(/[A-Za-z]{2,}\s+[A-Za-z]{2,}/);
  }

  it('when every refusal is worded, then both languages have whole sentences for it, Urdu in Urdu', () => {
    for (const refusal of GATEWAY_REFUSALS) {
      expect(WORDS.en.refusal[refusal], refusal).toMatch(/^[A-Z].*\.$/);
      expect(WORDS.ur.refusal[refusal], refusal).toMatch(/[\u0600-\u06ff].*۔$/);
      expect(WORDS.ur.refusal[refusal].replace(/<[^>]+>/g, ''), refusal).not.toMatch(/[A-Za-z]{2,}\s+[A-Za-z]{2,}/);
    }
  });

  it('when the link names no payment, a wrong token or a malformed reference, then the Urdu page says so', async () => {
    const { paymentId } = await bookAndStart(own, payer);
    expectUrduRefusal(await urduPage('PAY-999999'), 404, 'unknownPayment');
    const wrongToken = await urduPage(paymentId, 'A'.repeat(32));
    expectUrduRefusal(wrongToken, 404, 'unknownPayment');
    expect(wrongToken.text).toContain(`<title>${WORDS.ur.notFound}</title>`);
    expectUrduRefusal(await urduPage('PAY-1'), 400, 'badLink');
    expectUrduRefusal(await request(own.url).get('/__gateway/elsewhere?lang=ur'), 404, 'noSuchPage');
    await payAtGateway(own, paymentId, '000');
  });

  it('when the payment already has its result, then the page and the form say it is settled, in Urdu, with the way back', async () => {
    const { paymentId, appointmentId } = await bookAndStart(own, payer);
    await payAtGateway(own, paymentId, '999');
    const shown = await urduPage(paymentId);
    expectUrduRefusal(shown, 404, 'settled');
    expect(shown.text).toContain(`href="/appointment/payment/checkout/${appointmentId}">${WORDS.ur.back}</a>`);
    expectUrduRefusal(await payAtGateway(own, paymentId, '000', { lang: 'ur' }), 409, 'settled');
  });

  it('when another payment of the appointment was paid, or is pending, then the first link says so in Urdu', async () => {
    const paid = await bookAndStart(own, payer);
    await payAtGateway(own, await startAgain(payer, paid.appointmentId), '000');
    expectUrduRefusal(await urduPage(paid.paymentId), 409, 'alreadyPaid');

    const waiting = await bookAndStart(own, payer);
    await payAtGateway(own, await startAgain(payer, waiting.appointmentId), '124');
    expectUrduRefusal(await urduPage(waiting.paymentId), 409, 'paymentPending');
  });

  it('when the appointment was cancelled, then the link says so in Urdu', async () => {
    const { paymentId, appointmentId } = await bookAndStart(own, other);
    expect((await other.post('/api/appointments/cancel', { appointment_id: appointmentId })).status).toBe(200);
    expectUrduRefusal(await urduPage(paymentId), 409, 'appointmentCancelled');
  });

  it('when the form arrives altered or too large, then nothing is charged and the Urdu page says so', async () => {
    const { paymentId } = await bookAndStart(own, other);
    const before = JSON.stringify(own.store.data.payments);
    expectUrduRefusal(await payAtGateway(own, paymentId, '000', { method: 'bitcoin', lang: 'ur' }), 400, 'badForm');
    const huge = await request(own.url)
      .post('/__gateway/pay?lang=ur')
      .type('form')
      .send(`payment_id=${paymentId}&token=${tokenHere(paymentId)}&method=card&code=000&pad=${'a'.repeat(40_000)}`);
    expectUrduRefusal(huge, 413, 'tooLarge');
    expect(JSON.stringify(own.store.data.payments)).toBe(before);
  });

  it('when the hold ended while the payer was away (the link expired), then the page and the form say so in Urdu, the minutes kept left to right', async () => {
    const { paymentId } = await bookAndStart(own, other);
    await advanceClock(own.url, 10);
    const shown = await urduPage(paymentId);
    expectUrduRefusal(shown, 409, 'holdEnded');
    expect(shown.text).toContain('<bdi dir="ltr" class="nowrap">10</bdi> منٹ');
    expectUrduRefusal(await payAtGateway(own, paymentId, '000', { lang: 'ur' }), 409, 'holdEnded');
  });

  it("when an API client asks for JSON, then it still gets the server's message and code", async () => {
    const res = await request(own.url)
      .get('/__gateway/pay?payment_id=PAY-999999&lang=ur')
      .set('Accept', 'application/json');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: expect.stringContaining('No payment PAY-999999'), code: 'not_found' });
  });
});
