// The static docs of `pnpm run docs` (scripts/docs.mjs), opened from disk in Chromium with every
// request beyond the file itself refused: both pages must render their operations and run Redoc's
// script without an error, so a team can host the folder as it is, or open it offline.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocs } from '../../scripts/docs.mjs';
import { ensureHeadlessShell, HEADLESS_SHELL_PATH } from '../support/chromium.mjs';

// The project's flags for Debian's Chromium, without the media ones the calls need.
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let out: string;
let browser: Browser;

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'ehp-docs-'));
  ensureHeadlessShell();
  [browser] = await Promise.all([
    chromium.launch({ executablePath: HEADLESS_SHELL_PATH, headless: true, args: FLAGS }),
    buildDocs(out),
  ]);
});

afterAll(async () => {
  await browser?.close();
  if (out) rmSync(out, { recursive: true, force: true });
});

/** Opens a page of the folder offline; returns it with what it tried to fetch and the script errors. */
async function open(file: string): Promise<{ page: Page; outside: string[]; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const outside: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('file:') || url.startsWith('data:')) return route.continue();
    // Redoc's "API docs by" logo, which hides itself when it cannot load: the one request allowed to fail.
    if (url.startsWith('https://cdn.redoc.ly/redoc/logo-mini')) return route.abort();
    outside.push(url);
    return route.abort();
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(pathToFileURL(join(out, file)).href);
  return { page, outside, errors };
}

describe('pnpm run docs', () => {
  it('when built, then the folder holds both pages and an index that links them', () => {
    for (const file of ['openapi.html', 'asyncapi.html', 'index.html']) {
      expect(statSync(join(out, file)).size, file).toBeGreaterThan(400);
    }
  });

  it('when the index is opened, then it links both pages', async () => {
    const { page } = await open('index.html');
    await expect
      .poll(() => page.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      .toEqual(['./openapi.html', './asyncapi.html']);
    await page.context().close();
  });

  it('when openapi.html is opened offline, then Redoc leads from the appointments tag to bookAppointment', async () => {
    const { page, outside, errors } = await open('openapi.html');
    await page.getByText('appointments', { exact: true }).first().click();
    await page.getByText('Book a slot (held until paid)', { exact: true }).first().click();
    // Redoc's own script routes to the operation and renders it: its heading, path and example.
    await page.getByRole('heading', { name: 'Book a slot (held until paid)' }).waitFor();
    expect(new URL(page.url()).hash.toLowerCase()).toContain('bookappointment');
    await expect.poll(() => page.getByText('/api/appointments/book').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.context().close();
  });

  it('when asyncapi.html is opened offline, then the /notify channel lists its operations with call_start', async () => {
    const { page, outside, errors } = await open('asyncapi.html');
    await page.getByText('/notify', { exact: true }).first().click();
    await page.getByText('sendCallStart', { exact: true }).first().waitFor();
    await expect.poll(() => page.getByText('receiveCallStatus', { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('call_start').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.context().close();
  });
});
