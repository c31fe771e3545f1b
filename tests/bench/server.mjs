#!/usr/bin/env node
// `pnpm bench:server`: the portal's production server (packages/web/server) under many visitors,
// as `pnpm start` runs it (every core a worker), on this machine only. One run prints side by side:
// 1. cached: pages/s, p50 and p99 of a cached data page (/labs/1) and a prerendered one (/about);
// 2. profiles: every request a different doctor's profile (page cache off): pages/s, p50, p99;
// 3. junk: made-up query strings on the data pages (?u=<unique>: redirected), then real but unique
//    searches (?q=<unique>: rendered), each with a bystander's p50/p99 meanwhile and each worker's
//    RSS before and after;
// 4. api: GET /api/medical-test-labs/get (as `pnpm bench:api`) through the portal and direct.
// Also, when asked (ONLY): pages (four pages at 1 and 20 visitors, beside `vite preview`) and slow
// (the search read slowed to 10 s while /labs/1 is measured). Prints figures only (never a
// pass/fail on time). DURATION (s per run, default 8) and ONLY (cached,profiles,junk,api,pages,
// slow; default the first four) override the defaults. Requires a build (pnpm build).
import { availableParallelism, loadavg } from 'node:os';
import { createQaClient, qaData } from '@ehp/api-types';
import autocannon from 'autocannon';
import { processTree, residentBytes } from '../server/processes.ts';
import { cpuSeconds, startMock, startPortal, startVitePreview } from '../support/stack.mjs';

const DURATION = Number(process.env.DURATION || 8);
const ONLY = new Set((process.env.ONLY || 'cached,profiles,junk,api').split(','));
const WORKERS = String(availableParallelism());
const MB = 1024 * 1024;
const PAGES = ['/', '/labs/1', '/doctors/12345-P', '/doctors/search?is_online=true'];
const HEADERS = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

const ms = (n) => `${Math.round(n)} ms`;

async function load(url, connections, extra = {}) {
  const result = await autocannon({ url, connections, duration: DURATION, headers: HEADERS, ...extra });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    errors: result.errors + result.non2xx,
    statuses: ['2xx', '3xx', '4xx', '5xx']
      .filter((kind) => result[kind])
      .map((kind) => `${result[kind]} × ${kind}`)
      .join(', '),
  };
}

async function pages(mock) {
  const servers = [
    ['production', await startPortal({ mockUrl: mock.url, env: { WORKERS: String(availableParallelism()) } })],
    ['vite preview', await startVitePreview({ mockUrl: mock.url })],
  ];
  console.log('\n## Pages at 1 and 20 visitors at once\n');
  console.log('| server | page | visitors | pages/s | p50 | p99 | errors |\n|---|---|---|---|---|---|---|');
  try {
    for (const [name, server] of servers) {
      for (const path of PAGES) {
        for (const connections of [1, 20]) {
          const r = await load(`${server.url}${path}`, connections);
          console.log(
            `| ${name} | ${path} | ${connections} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.errors} |`,
          );
        }
      }
    }
  } finally {
    for (const [, server] of servers) await server.stop();
  }
}

async function doctorPaths(mock) {
  const paths = [];
  for (let page = 1; page < 20; page++) {
    const res = await fetch(`${mock.url}/api/doctors/search?page=${page}&page_size=50`);
    const body = await res.json();
    const doctors = body.data?.doctors ?? body.doctors ?? [];
    paths.push(...doctors.map((d) => `/doctors/${encodeURIComponent(d.pmdc)}`));
    if (doctors.length < 50) break;
  }
  return paths;
}

async function profiles(mock) {
  const paths = await doctorPaths(mock);
  console.log(
    `\n## Distinct profiles: every request a different URL (${paths.length} doctors in turn, no page cache)\n`,
  );
  console.log('| server | workers | visitors | pages/s | p50 | p99 | CPU per render |\n|---|---|---|---|---|---|---|');
  const variants = [
    ['production', { PAGE_CACHE_MS: '0', WORKERS: '1' }],
    ['production', { PAGE_CACHE_MS: '0', WORKERS: String(availableParallelism()) }],
  ];
  for (const [name, env] of variants) {
    const server = await startPortal({ mockUrl: mock.url, env });
    try {
      // Each connection starts at another doctor, so the 20 never ask for the same page together.
      const requests = paths.map((path) => ({ method: 'GET', path }));
      await load(server.url, 4, { duration: 2, requests }); // warm-up (JIT, route modules, critical CSS)
      const cpuBefore = cpuSeconds(server.pid);
      let clients = 0;
      const r = await load(server.url, 20, {
        requests,
        setupClient: (client) => {
          const first = (clients++ * 3) % requests.length;
          client.setRequests([...requests.slice(first), ...requests.slice(0, first)]);
        },
      });
      const cpu =
        env.WORKERS === '1' ? `${(((cpuSeconds(server.pid) - cpuBefore) * 1000) / r.total).toFixed(1)} ms` : '–';
      console.log(`| ${name} | ${env.WORKERS} | 20 | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p99)} | ${cpu} |`);
    } finally {
      await server.stop();
    }
  }
}

async function slowApi(mock) {
  const qa = createQaClient({ baseUrl: mock.url });
  const server = await startPortal({ mockUrl: mock.url, env: { PAGE_CACHE_MS: '0', WORKERS: '1' } });
  console.log('\n## A slow API: the search read takes 10 s (QA fault) while /labs/1 is measured\n');
  try {
    const normal = await load(`${server.url}/labs/1`, 1);
    await qaData(qa.PUT('/__qa/faults', { body: { operation_id: 'searchDoctors', delay_ms: 10_000, count: 1000 } }));
    const searches = Array.from({ length: 8 }, async () => {
      const started = performance.now();
      const html = await (await fetch(`${server.url}/doctors/search?is_online=true`, { headers: HEADERS })).text();
      return { ms: performance.now() - started, withData: html.includes('doctors found') };
    });
    const slow = await load(`${server.url}/labs/1`, 1);
    const done = await Promise.all(searches);
    console.log(`| /labs/1 | p50 | p99 |\n|---|---|---|`);
    console.log(`| normal | ${ms(normal.p50)} | ${ms(normal.p99)} |`);
    console.log(`| search slowed | ${ms(slow.p50)} | ${ms(slow.p99)} |`);
    console.log(
      `\n8 search pages answered in ${done.map((d) => (d.ms / 1000).toFixed(2)).join(', ')} s; with their data: ${done.filter((d) => d.withData).length}`,
    );
  } finally {
    await qaData(qa.DELETE('/__qa/faults'));
    await server.stop();
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function cached(portal) {
  console.log(`\n## Cached pages (${WORKERS} workers, page cache as deployed), 20 visitors at once\n`);
  console.log('| page | pages/s | p50 | p99 | errors |\n|---|---|---|---|---|');
  for (const path of ['/labs/1', '/about']) {
    // Warm: rendered once (its first render can take seconds on a busy machine), then from the cache.
    await (await fetch(`${portal.url}${path}`, { headers: HEADERS })).arrayBuffer();
    await load(`${portal.url}${path}`, 4, { duration: 1 });
    const r = await load(`${portal.url}${path}`, 20);
    console.log(`| ${path} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.errors} |`);
  }
}

/** Sequential requests for `path` until `done()`: the latencies a bystander sees. */
async function bystander(url, done) {
  const latencies = [];
  while (!done()) {
    const started = performance.now();
    const res = await fetch(url, { headers: HEADERS });
    await res.arrayBuffer();
    latencies.push(res.ok ? performance.now() - started : Infinity);
  }
  return latencies.sort((a, b) => a - b);
}

async function junk(portal) {
  const workers = processTree(portal.pid).slice(1);
  let n = 0;
  const unique = () => `${++n}-${Math.random().toString(36).slice(2)}`;
  const floods = [
    [
      'unknown parameters (redirected)',
      [
        (req) => ({ ...req, path: `/doctors/search?is_online=true&u=${unique()}` }),
        (req) => ({ ...req, path: `/labs/1?u=${unique()}` }),
        (req) => ({ ...req, path: `/doctors/12345-P?x=${unique()}` }),
        (req) => ({ ...req, path: `/labs/2?utm_source=${unique()}` }),
      ],
    ],
    ['unique searches (?q=, each rendered)', [(req) => ({ ...req, path: `/doctors/search?q=${unique()}` })]],
  ];
  console.log(`\n## Junk URLs: a unique query string on every request, 20 at once (${WORKERS} workers)\n`);
  console.log('| flood | req/s | statuses | bystander /labs/2 answers | p50 | p99 | worker RSS before → after |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, setups] of floods) {
    const before = workers.map(residentBytes);
    let flooding = true;
    const watching = bystander(`${portal.url}/labs/2`, () => !flooding);
    const requests = setups.map((setupRequest) => ({ method: 'GET', setupRequest }));
    const r = await load(portal.url, 20, { requests });
    flooding = false;
    const seen = await watching;
    const after = workers.map(residentBytes);
    const rss = workers.map((_, i) => `${Math.round(before[i] / MB)} → ${Math.round(after[i] / MB)} MB`).join(', ');
    console.log(
      `| ${name} | ${r.rps.toFixed(0)} | ${r.statuses} | ${seen.length} | ${ms(percentile(seen, 0.5))} | ${ms(percentile(seen, 0.99))} | ${rss} |`,
    );
  }
}

async function api(portal, mock) {
  console.log('\n## API throughput: GET /api/medical-test-labs/get, 20 connections\n');
  console.log('| path | req/s | p50 | p99 | errors |\n|---|---|---|---|---|');
  const rows = [];
  for (const [name, base] of [
    ['direct to the mock', mock.url],
    [`through the portal (${WORKERS} workers)`, portal.url],
  ]) {
    const url = `${base}/api/medical-test-labs/get`;
    await load(url, 4, { duration: 1, headers: {} });
    const r = await load(url, 20, { headers: {} });
    rows.push(r.rps);
    console.log(`| ${name} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.errors} |`);
  }
  console.log(`\nThrough the portal: ${Math.round((rows[1] / rows[0]) * 100)} % of direct.`);
}

const mock = await startMock();
console.log(
  `# Portal server benchmark · ${new Date().toISOString()} · ${availableParallelism()} cores · load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
try {
  if (['cached', 'junk', 'api'].some((part) => ONLY.has(part))) {
    const portal = await startPortal({ mockUrl: mock.url, env: { WORKERS } });
    try {
      if (ONLY.has('cached')) await cached(portal);
      if (ONLY.has('api')) await api(portal, mock);
      if (ONLY.has('junk')) await junk(portal);
    } finally {
      await portal.stop();
    }
  }
  if (ONLY.has('profiles')) await profiles(mock);
  if (ONLY.has('pages')) await pages(mock);
  if (ONLY.has('slow')) await slowApi(mock);
} finally {
  await mock.stop();
}
