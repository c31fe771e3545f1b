import { AppointmentMode, createQaClient, pakistanDate } from '@ehp/api-types';
import { describe, inject } from 'vitest';
import { ApiSession, signInWithSmsCode } from '../support/api-session.ts';
import { BOOKABLE_DOCTOR } from './fixtures/booking';
import { waitForInteractive } from './fixtures/home';
import { uniquePhone } from './fixtures/sessions';
import { expect, test } from './fixtures/test';

// The data pages (src/app/route-data.ts) arrive with their first data in the HTML, rendered on the
// server with the visitor's cookies, and hydrate without asking the API for it again.

const fetchHtml = async (path: string, cookie?: string) => {
  const headers: Record<string, string> = { accept: 'text/html' };
  if (cookie) headers.cookie = cookie;
  const res = await fetch(`${inject('baseUrl')}${path}`, { headers });
  return { status: res.status, html: await res.text(), cacheControl: res.headers.get('cache-control') };
};
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root"'));
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

// `also`: what the page shows right away from a second read (the first branch's tests, the
// picker's first times), rendered on the server too so nothing renders again after hydration.
const DATA_PAGES = [
  {
    path: '/labs/1',
    shows: 'Chughtai Diagnostics',
    also: /Complete Blood Count/,
    api: '/api/medical-test-labs/categories',
  },
  {
    path: `/doctors/${BOOKABLE_DOCTOR.pmdc}`,
    shows: BOOKABLE_DOCTOR.name,
    also: /\d{2}:\d{2} [AP]M/,
    api: '/api/doctors/slots',
  },
  { path: '/doctors/search?is_online=true', shows: 'doctors found', also: /Book/, api: '/api/doctors/search' },
];

describe('server-rendered data pages', () => {
  test.for(DATA_PAGES)(
    'when $path is fetched without JavaScript, then its data is in the markup and the page data script',
    async ({ path, shows, also }) => {
      const { status, html, cacheControl } = await fetchHtml(path);
      expect(status).toBe(200);
      expect(rootOf(html)).toContain(shows);
      expect(rootOf(html)).toMatch(also);
      expect(html).toContain('<script type="application/json" id="ehp-page-data">');
      // Public data, read without the visitor's cookies: revalidated every time, storable by anyone.
      expect(cacheControl).toBe('no-cache');
      // The entry script, the whole stylesheets and the page's chunk wait for the first paint.
      expect(html).not.toContain('rel="modulepreload"');
      expect(html).toMatch(/<script data-entry="\/assets\/index-[\w-]+\.js" [^>]*data-styles="\/assets\/[^"]+\.css/);
      expect(html).toMatch(
        /<script data-entry="[^>]*data-modules="[^"]*\/assets\/(doctors-search|doctor-profile|lab-detail)-/,
      );
    },
  );

  test('when a lab page is rendered, then its title names the lab', async () => {
    const { html } = await fetchHtml('/labs/1');
    expect(titleOf(html)).toMatch(/^Chughtai Diagnostics/);
  });

  test.for(DATA_PAGES)(
    'when $path hydrates, then React takes over without a mismatch and does not fetch its first data again',
    async ({ path, shows, api }, { open }) => {
      const asked: string[] = [];
      const page = await open(path, { waitUntil: 'domcontentloaded' });
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === api) asked.push(request.url());
      });
      await waitForInteractive(page);
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.locator('main').innerText()).toContain(shows);
      expect(asked).toEqual([]);
    },
  );

  test('when a lab does not exist, then the page is served without data and the browser says so', async ({ open }) => {
    const { status, html } = await fetchHtml('/labs/99999');
    expect(status).toBe(200);
    expect(rootOf(html)).not.toContain('Lab not found');
    const page = await open('/labs/99999', {
      allowConsole: [/status of 404 \(Not Found\) \(\S+\/api\/medical-test-labs\//],
    });
    await expect.poll(() => page.locator('main').innerText()).toMatch(/Lab not found/i);
  });

  test("when a signed-in patient opens their checkout, then the server renders their appointment with their cookie, and a stranger's request gets the sign-in prompt", async () => {
    const visitor = new ApiSession(inject('baseUrl'));
    await signInWithSmsCode(visitor.api, createQaClient({ baseUrl: inject('mockUrl') }), uniquePhone(), 'Hina Render');
    const date = pakistanDate(Date.now() + 2 * 86_400_000);
    const slots = await visitor.api.GET('/api/doctors/slots', {
      params: { query: { pmdc: BOOKABLE_DOCTOR.pmdc, date, mode: AppointmentMode.online } },
    });
    const slot = slots.data?.data.slots.find((s) => s.available);
    expect(slot, 'a free online slot the day after tomorrow').toBeDefined();
    const booked = await visitor.api.POST('/api/appointments/book', {
      body: { pmdc: BOOKABLE_DOCTOR.pmdc, date, time: slot!.time, mode: AppointmentMode.online },
    });
    const id = booked.data?.data.appointment.id;
    expect(id).toBeDefined();
    const path = `/appointment/payment/checkout/${id}`;

    const mine = await fetchHtml(path, visitor.cookieHeader());
    expect(rootOf(mine.html)).toContain(BOOKABLE_DOCTOR.name);
    expect(rootOf(mine.html)).toContain(BOOKABLE_DOCTOR.onlineFee);

    const stranger = await fetchHtml(path);
    expect(rootOf(stranger.html)).not.toContain(BOOKABLE_DOCTOR.name);
    expect(rootOf(stranger.html)).toMatch(/Sign in/i);
  });
});
