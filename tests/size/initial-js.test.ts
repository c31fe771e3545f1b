import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { distDir } from '../support/stack.mjs';
import { filesOf, gzipBytes, readManifest, routeFirstLoad, routeLoads } from './initial-js';

/**
 * Issue 13's budgets: 135 KB gzip for / (123.2 then, 128.9 now) and 160 KB for every other route
 * (the largest then: default-signup 156.2, doctors-search 155.7; tests/bench/RESULTS.md).
 * Issues 24 and 25 raised the route budget to 165 KB: every page that calls the API now carries the
 * error texts for each contract code (1.6 KB, lib/errors) and the shell the one-row header fold
 * and the Urdu time formatter (2.2 KB); the largest are checkout 163.2 and doctor-profile 163.0.
 * Issue 33 raised it to 167 KB: the profile's booking gained the free follow-up mode, and the
 * change-time page shares the date strip and times with the profile (one shared chunk, time-slots):
 * doctor-profile 166.1, checkout 165.6 (reschedule and after-visit links), lab-detail 165.3.
 * Issue 35 (one module per route, docs/routes.md) held them: / 131.2, doctor-profile 167.0, checkout 166.7,
 * lab-detail 166.4 (the chunks' content hashes move these by a few dozen bytes from one build to the next).
 * Whole-sentence messages (rich tags) then took checkout to 167.04; the API-name labels stopped
 * loading the English content modules they never read (components/use-speciality-names.ts): / 130.3,
 * doctor-profile 167.0 (it shows the speciality grid's content), checkout 164.9, lab-detail 164.4.
 * Next saving: load lib/errors' catalogue with the first failed response instead of the first page.
 */
const BUDGET_GZIP_BYTES = 135 * 1024;
const ROUTE_BUDGET_GZIP_BYTES = 167 * 1024;

/**
 * What each page loads beside its chunk, from its route module (src/app/routes/<name>.route.ts):
 * a data page's loader (its reads start with the page's chunk, src/app/route-data.ts) and, for a
 * page that calls the API, TanStack Query's client (src/app/routes.tsx).
 */
const QUERY_CLIENT = 'src/lib/query/query-client.ts';
const routesDir = join(import.meta.dirname, '../../packages/web/src/app/routes');
const loads = routeLoads(
  readdirSync(routesDir)
    .filter((file) => file.endsWith('.route.ts'))
    .map((file) => readFileSync(join(routesDir, file), 'utf8')),
);
const withQueries = new Set(loads.filter((route) => route.queryClient).map((route) => route.page));
const LOADERS: Record<string, string> = Object.fromEntries(
  loads.flatMap(({ page, loader }) => (loader ? [[page, loader] as const] : [])),
);

// Code that only signed-in patients (socket) or a call in progress (video) may download.
const FORBIDDEN = [
  {
    name: 'socket.io-client',
    source: /node_modules\/.*(socket\.io-client|engine\.io-client)\//,
    marker: 'io server disconnect',
  },
  { name: 'simple-peer', source: /node_modules\/.*simple-peer\//, marker: 'ERR_WEBRTC_SUPPORT' },
  { name: 'the call view', source: /src\/features\/call\/components\//, marker: undefined },
  // Issue 12: English pays nothing for Urdu (catalogues, content, font, Lingui, DirectionProvider).
  { name: 'the Urdu chunk', source: /src\/app\/i18n\/urdu\.tsx|src\/content\/ur\//, marker: 'noto-naskh-arabic' },
  { name: 'Lingui', source: /node_modules\/.*@lingui\//, marker: 'selectordinal' },
  // Issue 13: the home page calls no API on load; the query client comes with what does.
  { name: 'the query client', source: /src\/lib\/query\/query-client\.ts/, marker: 'resetQueries' },
];

describe('initial JavaScript of / (production build)', () => {
  // The entry and the home page's chunk, which main.tsx loads before the page hydrates.
  const files = routeFirstLoad(distDir, readManifest(distDir)!, 'src/app/routes/home.tsx', [], 'index.html');
  const sizes = files.map((file) => ({ file, gzip: gzipBytes(distDir, file) }));
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);

  test('when / loads, then its JS is within 135 KB gzip', () => {
    console.log(
      `initial JS of /: ${(total / 1024).toFixed(1)} KB gzip in ${files.length} files\n` +
        sizes.map((s) => `  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.file}`).join('\n'),
    );
    expect(files.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
  });

  test.each(FORBIDDEN)('when a visitor opens /, then $name is not in the first load', ({ source, marker }) => {
    const manifest = readManifest(distDir);
    if (manifest) {
      const forbidden = filesOf(manifest, source);
      expect(files.filter((f) => forbidden.has(f))).toEqual([]);
    }
    if (marker) {
      const carriers = files.filter((f) => readFileSync(join(distDir, f), 'utf8').includes(marker));
      expect(carriers).toEqual([]);
    }
  });
});

describe('first-load JavaScript of every other route (production build)', () => {
  const manifest = readManifest(distDir);
  const routes = Object.values(manifest ?? {})
    .map((entry) => entry.src)
    .filter((src): src is string => !!src && /^src\/app\/routes\/[^/]+\.tsx$/.test(src))
    .filter((src) => src !== 'src/app/routes/home.tsx')
    .sort();

  test('when the build is read, then every lazy route and data loader is in the manifest', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(manifest?.[QUERY_CLIENT], QUERY_CLIENT).toBeDefined();
    expect(withQueries.size).toBeGreaterThan(10);
    expect(Object.keys(LOADERS).length).toBeGreaterThanOrEqual(5);
    for (const route of withQueries) expect(routes).toContain(route);
    for (const [route, loader] of Object.entries(LOADERS)) {
      expect(routes).toContain(route);
      expect(manifest?.[loader], loader).toBeDefined();
    }
  });

  test.for(routes)('when %s is the first page opened, then its JS is within 167 KB gzip', (route) => {
    const beside = [LOADERS[route], withQueries.has(route) ? QUERY_CLIENT : undefined].filter((s) => s !== undefined);
    const files = routeFirstLoad(distDir, manifest!, route, beside);
    const total = files.reduce((sum, file) => sum + gzipBytes(distDir, file), 0);
    console.log(`first-load JS of ${route}: ${(total / 1024).toFixed(1)} KB gzip in ${files.length} files`);
    expect(total).toBeLessThanOrEqual(ROUTE_BUDGET_GZIP_BYTES);
  });
});
