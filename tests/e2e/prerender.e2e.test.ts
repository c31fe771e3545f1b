import { describe, inject } from 'vitest';
import { cumulativeLayoutShift, waitForInteractive } from './fixtures/home';
import { loadPrerenderedPaths } from './fixtures/routes';
import { expect, test } from './fixtures/test';

const first = (html: string, re: RegExp) => re.exec(html)?.[1];
const decode = (s = '') =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const fetchHtml = async (path: string) => {
  const res = await fetch(`${inject('baseUrl')}${path}`, { headers: { accept: 'text/html' } });
  return { status: res.status, html: await res.text() };
};

const prerenderedPaths = await loadPrerenderedPaths();

describe('prerendered marketing pages', () => {
  test('when the build is read, then the marketing pages, the patient sign-in and the doctor search are prerendered', () => {
    expect(prerenderedPaths).toEqual(
      expect.arrayContaining(['/', '/about', '/contactus', '/patient/login', '/doctors/search', '/privacy/Faqs']),
    );
    expect(prerenderedPaths).not.toContain('/doctor/login');
  });

  test.for(prerenderedPaths)(
    'when %s is fetched without JavaScript, then the HTML carries the page, its own title, description, canonical and social tags',
    async (path) => {
      const { status, html } = await fetchHtml(path);
      expect(status).toBe(200);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      expect(first(html, /<link rel="canonical" href="([^"]+)"/)).toMatch(
        new RegExp(`^https://[^/]+${path === '/' ? '/' : path}$`),
      );
      for (const tag of ['og:title', 'og:description', 'og:url', 'og:type', 'og:site_name'])
        expect(html).toContain(`property="${tag}"`);
      // X falls back to og:title and og:description: only its card type is its own.
      expect(html).toContain('name="twitter:card"');
      expect(first(html, /<meta property="og:title" content="([^"]*)"/)).toBe(first(html, /<title>([^<]*)<\/title>/));
      const root = html.slice(html.indexOf('<div id="root"'));
      expect(root).toMatch(/^<div id="root" data-prerendered-path="[^"]+"[^>]*>\s*\S/);
      expect(root).toMatch(/<main[\s>]/);
      expect(root).toMatch(/<h1[\s>]/);
    },
  );

  test('when a page is fetched without JavaScript, then its no-JavaScript message is in its language and the manifest and scripts wait for the first paint', async () => {
    const english = (await fetchHtml('/')).html;
    const urdu = (await fetchHtml('/ur')).html;
    const body = (html: string) => html.slice(html.indexOf('<body'));
    expect(first(body(english), /<noscript>([^<]+)<\/noscript>/)).toContain('SehatLink needs JavaScript');
    expect(first(body(urdu), /<noscript>([^<]+)<\/noscript>/)).toContain('جاوا اسکرپٹ');
    for (const html of [english, urdu]) {
      // The manifest, the scripts and the whole stylesheets are linked by the loader after the first paint.
      expect(html).not.toMatch(/<link rel="(manifest|modulepreload)"/);
      expect(first(html, /data-manifest="([^"]+)"/)).toBe('/manifest.webmanifest');
    }
  });

  test('when a page that is not prerendered is fetched, then it gets the empty shell', async () => {
    const { status, html } = await fetchHtml('/doctor/login');
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
  });

  test.for(prerenderedPaths)(
    'when %s hydrates, then React takes over without a mismatch, a layout jump or a change of title',
    async (path, { open }) => {
      const { html } = await fetchHtml(path);
      // A hydration mismatch is logged by React as a console error, which the fixture turns into a failure.
      const page = await open(path);
      await waitForInteractive(page);
      await page.waitForLoadState('networkidle');
      const after = await page.evaluate(() => ({
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      }));
      // The SPA sets the same title and description after hydration as the prerender wrote.
      expect(after.title).toBe(decode(first(html, /<title>([^<]*)<\/title>/)));
      expect(after.description).toBe(decode(first(html, /<meta name="description" content="([^"]*)"/)));
      const cls = await cumulativeLayoutShift(page);
      expect(cls).toBeLessThan(0.1);
    },
  );
});
