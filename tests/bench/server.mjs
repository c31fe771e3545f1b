#!/usr/bin/env node
// `pnpm bench:server`: the portal's production server (packages/web/server) under many visitors,
// beside `vite preview` (what `pnpm start` ran before) in the same run, on this machine only.
// 1. pages/s, p50 and p99 for /, /labs/1, /doctors/12345-P and /doctors/search?is_online=true at 1
//    and 20 visitors at once, on both servers (as `pnpm start` runs each: all cores, shared cache);
// 2. every request a different URL (the doctors' profiles in turn, the page cache off, one worker):
//    pages/s and the CPU time one render costs;
// 3. a slow API: the search read slowed to 10 s (QA fault) while /labs/1 is measured, and how long
//    each search page took (it must come within the 2.5 s budget, without its data).
// Prints figures only (never a pass/fail on time). DURATION (s per run, default 8) and ONLY
// (pages,rotation,slow) override the defaults. Requires a build (pnpm build).
import { availableParallelism, loadavg } from 'node:os';
import { createQaClient, qaData } from '@ehp/api-types';
import autocannon from 'autocannon';
import { cpuSeconds, startMock, startPortal, startVitePreview } from '../support/stack.mjs';

const DURATION = Number(process.env.DURATION || 8);
const ONLY = new Set((process.env.ONLY || 'pages,rotation,slow').split(','));
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

async function rotation(mock) {
  const paths = await doctorPaths(mock);
  console.log(`\n## Every request a different URL (${paths.length} doctors' profiles in turn, no page cache)\n`);
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

const mock = await startMock();
console.log(
  `# Portal server benchmark · ${new Date().toISOString()} · ${availableParallelism()} cores · load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
try {
  if (ONLY.has('pages')) await pages(mock);
  if (ONLY.has('rotation')) await rotation(mock);
  if (ONLY.has('slow')) await slowApi(mock);
} finally {
  await mock.stop();
}
