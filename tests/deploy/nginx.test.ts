import {
  AppointmentMode,
  createQaClient,
  NOTIFY_PATH,
  pakistanDate,
  SendVerificationCodeRequestPurpose,
  type ClientToServerEvents,
  type NotifyError,
  type QaApi,
  type ServerToClientEvents,
} from '@ehp/api-types';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LIMITS } from '../../packages/mock-server/src/modules/auth/limits.ts';
import { OTP_SENDS_PER_HOUR } from '../../packages/mock-server/src/modules/auth/otp.ts';
import { signInWithSmsCode } from '../support/api-session.ts';
import { distDir, freePort, startMock, startPortal, type Service } from '../support/stack.mjs';
import { BOOKABLE_DOCTOR } from '../e2e/fixtures/booking';
import { uniquePhone } from '../e2e/fixtures/sessions';
import { startNginx, type Nginx } from './support/nginx.ts';
import { Visitor } from './support/visitor.ts';

// Issue 32, behind a real reverse proxy: the mock API, two portal servers and Debian's nginx in front
// with TLS, running the config we ship (deploy/nginx/portal.conf.template). Each visitor leaves from
// a loopback address of its own (127.0.0.2, 127.0.0.3, ...), so nginx, the portal and the API see
// distinct clients, as on the internet.

let mock: Service;
const portals: Service[] = [];
let nginx: Nginx;
let qa: QaApi;

beforeAll(async () => {
  const httpsPort = await freePort();
  // The API believes the portal servers (loopback) about the client; its limits are the real ones.
  // Browsers' WebSockets carry the site's origin, which the API must know (CORS_ORIGINS).
  mock = await startMock({
    corsOrigins: [`https://127.0.0.1:${httpsPort}`],
    env: { TRUST_PROXY: 'loopback', LIMITS: 'standard' },
  });
  qa = createQaClient({ baseUrl: mock.url });
  // The documented setting (nginx is the one hop in front), and an address list that trusts every
  // loopback hop: nginx overwriting X-Forwarded-For is what keeps the second from being spoofed.
  // One after the other, so afterAll stops whichever started if the next one fails.
  for (const trust of ['1', 'loopback'])
    portals.push(await startPortal({ mockUrl: mock.url, env: { TRUST_PROXY: trust } }));
  nginx = await startNginx({ portals: portals.map((p) => `127.0.0.1:${p.port}`), httpsPort });
});

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(portals.map((p) => p.stop()));
  await mock?.stop();
});

/** Waits for a condition on a busy machine: each try is a whole HTTPS request (or a render). */
const POLL = { timeout: 20_000, interval: 100 };

let nextAddress = 2;
/** A visitor of the site through nginx over HTTPS, from a loopback address nobody else uses. */
const visitor = () => new Visitor(nginx.httpsUrl, { ca: nginx.ca, localAddress: `127.0.0.${nextAddress++}` });

const signIn = (who: Visitor, name: string) => signInWithSmsCode(who.api, qa, uniquePhone(), name);
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root"'));

describe('the client address', () => {
  test('when two clients ask for sign-in codes through nginx, then the API counts each on its own address, whatever X-Forwarded-For they write', async () => {
    const perNumber = LIMITS.codesPerNumberAndAddress.limit;
    // The second client's codes must come from its own budget, not the number's.
    expect(perNumber + 1).toBeLessThanOrEqual(OTP_SENDS_PER_HOUR);
    const phone = uniquePhone();
    const sendCode = (from: Visitor, headers: Record<string, string> = {}) =>
      from.api
        .POST('/api/auth/send-verification-code', {
          body: { phone_number: phone, purpose: SendVerificationCodeRequestPurpose.login },
          headers,
        })
        .then(({ response }) => response.status);
    const first = visitor();
    const second = visitor();

    for (let i = 0; i < perNumber; i++) expect(await sendCode(first)).toBe(200);
    expect(await sendCode(first)).toBe(429);
    // Claiming to be the second client (or to come through it) changes nothing. Each claim twice:
    // nginx takes turns, so both portal servers (one hop trusted, every loopback hop trusted) see it.
    for (const claim of [`${second.address}`, `${second.address}, 127.0.0.1`, '6.6.6.6'])
      for (let i = 0; i < 2; i++) {
        const claims = { 'x-forwarded-for': claim, 'x-real-ip': claim, forwarded: `for=${claim}` };
        expect(await sendCode(first, claims)).toBe(429);
      }
    expect(await sendCode(second)).toBe(200);
  });
});

describe('HTTPS as the portal sees it', () => {
  test('when a visitor signs in and opens a page through nginx, then the session cookie is Secure and the page carries HSTS; straight to a portal server over HTTP, neither', async () => {
    const secure = visitor();
    await signIn(secure, 'Sana Secure');
    expect(secure.setCookies.get('ehp_session')?.secure).toBe(true);
    const page = await secure.get('/about');
    expect(page.status).toBe(200);
    expect(page.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);

    const plain = new Visitor(portals[0].url);
    await signIn(plain, 'Paras Plain');
    expect(plain.setCookies.get('ehp_session')?.secure).toBe(false);
    const direct = await plain.get('/about');
    expect(direct.status).toBe(200);
    expect(direct.headers.get('strict-transport-security')).toBeNull();
  });

  test('when a visitor asks for plain HTTP, then nginx redirects to the same address over HTTPS', async () => {
    const res = await new Visitor(nginx.httpUrl).get('/labs/1?tab=tests');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('https://127.0.0.1/labs/1?tab=tests');
  });

  test('when a join link or a prescription link is opened through nginx, then its token is not in the access log', async () => {
    const path = '/appointment/payment/checkout/1';
    const res = await visitor().get(`${path}?visit_token=VISITSECRET.abc&join_token=JOINSECRET.def`);
    await res.text();
    await expect.poll(() => nginx.accessLog(), POLL).toContain(`GET ${path} `);
    expect(nginx.accessLog()).not.toMatch(/VISITSECRET|JOINSECRET|_token=/);
  });
});

type NotifyClient = Socket<ServerToClientEvents, ClientToServerEvents>;

describe('WebSockets', () => {
  test('when a signed-in patient opens /notify through nginx, then the WebSocket upgrade passes with the session cookie and the API answers on it', async () => {
    const patient = visitor();
    const { user_id } = await signIn(patient, 'Wafa Socket');
    // Node's WebSocket takes the TLS and socket options (engine.io passes localAddress on untyped).
    const options: Partial<ManagerOptions & SocketOptions> & { localAddress?: string } = {
      path: NOTIFY_PATH,
      transports: ['websocket'],
      reconnection: false,
      ca: nginx.ca.toString(),
      localAddress: patient.address,
      extraHeaders: { cookie: patient.cookieHeader(), origin: nginx.httpsUrl },
    };
    const socket: NotifyClient = io(nginx.httpsUrl, options);
    try {
      await new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(undefined));
        socket.once('connect_error', reject);
      });
      expect(socket.io.engine.transport.name).toBe('websocket');

      // The API knows the socket as this patient's (the cookie went through nginx and the portal).
      socket.emit('patient_connection', { patient_id: user_id });
      await expect
        .poll(async () => (await qa.GET('/__qa/patients/online')).data?.patients.map((p) => p.patient_id), POLL)
        .toContain(user_id);

      // And what the API sends comes back through both proxies.
      const refused = new Promise<NotifyError>((resolve) => socket.once('notify_error', resolve));
      socket.emit('patient_connection', { patient_id: `${user_id}0` });
      expect((await refused).event).toBe('patient_connection');
    } finally {
      socket.disconnect();
    }
  });
});

describe("nginx's cache", () => {
  const cacheStatus = (res: Response) => res.headers.get('x-cache-status');

  test.for(['/about', '/labs/1'])(
    "when anonymous visitors ask for the public page %s, then nginx serves it from its cache as long as the portal's Cache-Control allows",
    async (path) => {
      const first = await visitor().get(path);
      expect(first.status).toBe(200);
      const cacheControl = first.headers.get('cache-control') ?? '';
      expect(cacheControl).toMatch(/\bpublic\b/);
      expect(cacheControl).toMatch(/\bs-maxage=[1-9]\d*\b/);
      // The next anonymous visitor gets the stored copy (polled: the first answer may still be being stored).
      let hit: Response | undefined;
      await expect
        .poll(async () => {
          hit = await visitor().get(path);
          return cacheStatus(hit);
        }, POLL)
        .toBe('HIT');
      expect(hit!.headers.get('cache-control')).toBe(cacheControl);
      expect(rootOf(await hit!.text())).toBe(rootOf(await first.text()));
    },
  );

  test('when a signed-in patient opens pages, then nginx never answers them from its cache nor stores them, and no one else gets their checkout', async () => {
    // An anonymous copy of the lab page is in the cache...
    await expect.poll(async () => cacheStatus(await visitor().get('/labs/1')), POLL).toBe('HIT');
    // ...but a visitor with a session is always answered by a portal server.
    const patient = visitor();
    await signIn(patient, 'Hina Checkout');
    expect(cacheStatus(await patient.get('/labs/1'))).toBe('BYPASS');

    const date = pakistanDate(Date.now() + 2 * 86_400_000);
    const slots = await patient.api.GET('/api/doctors/slots', {
      params: { query: { pmdc: BOOKABLE_DOCTOR.pmdc, date, mode: AppointmentMode.online } },
    });
    const slot = slots.data?.data.slots.find((s) => s.available);
    expect(slot, 'a free online slot the day after tomorrow').toBeDefined();
    const booked = await patient.api.POST('/api/appointments/book', {
      body: { pmdc: BOOKABLE_DOCTOR.pmdc, date, time: slot!.time, mode: AppointmentMode.online },
    });
    const checkout = `/appointment/payment/checkout/${booked.data?.data.appointment.id}`;

    for (let i = 0; i < 2; i++) {
      const mine = await patient.get(checkout);
      expect(cacheStatus(mine)).toBe('BYPASS');
      expect(mine.headers.get('cache-control')).toMatch(/\b(private|no-store)\b/);
      expect(rootOf(await mine.text())).toContain(BOOKABLE_DOCTOR.name);
    }
    // Anonymous visitors and another patient: a page of their own each time, never the patient's.
    const other = visitor();
    await signIn(other, 'Other Patient');
    for (const stranger of [visitor(), visitor(), other, other]) {
      const res = await stranger.get(checkout);
      expect(cacheStatus(res)).not.toBe('HIT');
      expect(res.headers.get('cache-control')).toMatch(/\b(private|no-store)\b/);
      expect(rootOf(await res.text())).not.toContain(BOOKABLE_DOCTOR.name);
    }
  });

  test('when visitors ask for a hashed asset, then nginx keeps it (immutable for a year)', async () => {
    const asset = `/assets/${readdirSync(join(distDir, 'assets')).find((name) => name.endsWith('.js'))}`;
    const first = await visitor().get(asset);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await expect.poll(async () => cacheStatus(await visitor().get(asset)), POLL).toBe('HIT');
  });

  test('when visitors call the API, then nginx never caches it', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await visitor().get('/api/medical-test-labs/get');
      expect(res.status).toBe(200);
      expect(cacheStatus(res)).toBeNull();
    }
  });
});

describe('two portal servers', () => {
  test('when one portal server stops, then nginx answers every visitor from the other', async () => {
    await portals[1].stop();
    // Each request may be sent to the stopped one first: nginx then passes it to the other.
    for (let i = 0; i < 4; i++) {
      expect((await visitor().get('/api/medical-test-labs/get')).status).toBe(200);
      expect((await visitor().get('/doctors/search?is_online=true')).status).toBe(200);
    }
  });
});
