#!/usr/bin/env node
// `pnpm bench:api`: the mock server under load, on this machine only (127.0.0.1). Runs with
// `node --import tsx` so it signs in and rings through the typed clients of '@ehp/api-types'.
// 1. autocannon: GET the labs list, POST demo requests (unique valid bodies -> 201, and invalid
//    bodies -> 400 from the contract validator), GET an image.
// 2. growth: the same valid demo POSTs against an empty store and a filled one (FILL_SUBMISSIONS
//    demo requests, FILL_APPOINTMENTS paid appointments; --seed in memory, a copy with --data),
//    ROUNDS times each, interleaved; prints the median and each run.
// 3. socket fan-out: PATIENTS signed-in patients (real OTP sign-in over HTTP, one number each) hold
//    a /notify socket; a receive_call is triggered for each through /__qa/calls; p50/p99 delivery.
// 4. compaction: a store of COMPACT_RECORDS demo requests folded into a new snapshot while writes
//    go on (tests/bench/compaction.ts, in-process): the event loop's delay meanwhile.
// Prints req/s, p50/p99 latency and the server's resident memory (VmRSS with the sockets connected,
// and VmHWM, its peak). DURATION (s), CONNECTIONS, PATIENTS, ROUNDS, FILL_*, COMPACT_RECORDS
// override the defaults; ONLY=http,growth,sockets,compaction picks parts. Bounded in count and time.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createQaClient, qaData, XSRF_COOKIE, XSRF_HEADER } from '@ehp/api-types';
import autocannon from 'autocannon';
import { io } from 'socket.io-client';
import { ApiSession, signInWithSmsCode } from '../support/api-session.ts';
import { cpuSeconds, peakMemoryBytes, residentMemoryBytes, startMock } from '../support/stack.mjs';
import { compactionStall } from './compaction.ts';
import { writeFilledDataFile } from './filled-store.ts';

const DURATION = Number(process.env.DURATION || 10);
const CONNECTIONS = Number(process.env.CONNECTIONS || 20);
const PATIENTS = Number(process.env.PATIENTS || 1000);
const CONCURRENCY = 25;
const CALL_CONCURRENCY = Number(process.env.CALL_CONCURRENCY || 10);
const ROUNDS = Number(process.env.ROUNDS || 3);
/** Seconds of the same load before each growth measurement, so every fresh process is warm (JIT). */
const WARMUP = Number(process.env.WARMUP || 2);
const FILL = {
  submissions: Number(process.env.FILL_SUBMISSIONS || 100_000),
  appointments: Number(process.env.FILL_APPOINTMENTS || 10_000),
};
const COMPACT_RECORDS = Number(process.env.COMPACT_RECORDS || 100_000);
const ONLY = new Set((process.env.ONLY || 'http,growth,sockets,compaction').split(','));
const MB = 1024 * 1024;
const mb = (bytes) => Number((bytes / MB).toFixed(1));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

let demoCount = 0;
/** A demo request no one sent before (phones 031..., e-mails bench@: never among the filled ones). */
const uniqueDemo = () => {
  demoCount += 1;
  const n = demoCount;
  return {
    name: `Bench Clinic ${n}`,
    phone_number: `03${String(100_000_000 + n).slice(-9)}`,
    email: `bench${n}@example.pk`,
    demo_for: n % 3,
  };
};
const demoPost = (setupBody = uniqueDemo) => ({
  method: 'POST',
  path: '/api/demo_request/add',
  setupRequest: (req) => ({ ...req, body: JSON.stringify(setupBody()) }),
});

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function runAutocannon(title, options, quiet = false) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}:${count}`)
    .join(' ');
  const row = {
    scenario: title,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    statuses,
    errors: result.errors + result.timeouts,
  };
  if (!quiet)
    console.log(`  ${title}: ${row['req/s']} req/s, p50 ${row['p50 ms']} ms, p99 ${row['p99 ms']} ms (${statuses})`);
  return row;
}

/** The body of a successful call of the typed API client, or an error naming the status. */
async function ok(pending) {
  const { data, error, response } = await pending;
  if (!response.ok) throw new Error(`${response.url} -> ${response.status} ${JSON.stringify(error).slice(0, 200)}`);
  return data;
}

/** An anonymous visitor's cookie and XSRF header, which autocannon's POSTs reuse. */
async function postHeaders(base) {
  const client = new ApiSession(base);
  const labs = await ok(client.api.GET('/api/medical-test-labs/get'));
  const headers = {
    cookie: client.cookieHeader(),
    [XSRF_HEADER]: decodeURIComponent(client.jar.get(XSRF_COOKIE) ?? ''),
    'content-type': 'application/json',
  };
  return { client, headers, labId: labs.data.data.medical_test_labs_all[0].id };
}

async function httpBenchmarks(base, pid) {
  const { client, headers, labId } = await postHeaders(base);
  const rows = [];
  // With the server's peak resident memory so far, after each scenario.
  const push = (row) => rows.push({ ...row, 'peak MB': mb(peakMemoryBytes(pid)) });
  push(
    await runAutocannon('GET /api/medical-test-labs/get', {
      url: `${base}/api/medical-test-labs/get`,
      headers: { cookie: client.cookieHeader() },
    }),
  );
  push(
    await runAutocannon('POST /api/demo_request/add (unique, valid)', {
      url: base,
      headers,
      requests: [demoPost()],
    }),
  );
  push(
    await runAutocannon('POST /api/demo_request/add (invalid -> 400)', {
      url: base,
      headers,
      requests: [demoPost(() => ({ ...uniqueDemo(), phone_number: '12345', email: 'not-an-email' }))],
    }),
  );
  push(
    await runAutocannon(`GET /api/medical-test-labs/logo/get?lab_id=${labId} (image)`, {
      url: `${base}/api/medical-test-labs/logo/get?lab_id=${labId}`,
    }),
  );
  return rows;
}

async function inPool(items, size, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i], i);
      }
    }),
  );
}

async function signInPatient(base, phone) {
  const client = new ApiSession(base);
  const { user_id } = await signInWithSmsCode(client.api, createQaClient({ baseUrl: base }), phone);
  return { client, patientId: user_id };
}

async function fanOut(base, pid) {
  const phones = Array.from({ length: PATIENTS }, (_, i) => `0399${String(i).padStart(7, '0')}`);
  const patients = [];
  let started = Date.now();
  await inPool(phones, CONCURRENCY, async (phone) => {
    patients.push(await signInPatient(base, phone));
  });
  const signInSeconds = (Date.now() - started) / 1000;
  console.log(`  ${patients.length} patients signed in over HTTP in ${signInSeconds.toFixed(1)} s`);

  started = Date.now();
  const sockets = [];
  await inPool(patients, 50, async (patient) => {
    const socket = io(base, {
      path: '/notify',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { cookie: patient.client.cookieHeader() },
    });
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    socket.emit('patient_connection', { patient_id: patient.patientId });
    patient.socket = socket;
    sockets.push(socket);
  });
  console.log(`  ${sockets.length} sockets connected in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await new Promise((r) => setTimeout(r, 500)); // let patient_connection land everywhere

  const qa = createQaClient({ baseUrl: base });
  const latencies = [];
  const serverLatencies = [];
  const postLatencies = [];
  started = Date.now();
  await inPool(patients, CALL_CONCURRENCY, async (patient) => {
    const received = new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no receive_call for patient ${patient.patientId} within 10 s`)),
        10_000,
      );
      patient.socket.once('receive_call', (payload) => {
        clearTimeout(timer);
        resolve(payload);
      });
    });
    const t0 = performance.now();
    await qaData(qa.POST('/__qa/calls', { body: { patient_id: patient.patientId } }));
    postLatencies.push(performance.now() - t0);
    const payload = await received;
    latencies.push(performance.now() - t0);
    if (payload?.started_at) serverLatencies.push(Date.now() - Date.parse(payload.started_at));
  });
  const seconds = (Date.now() - started) / 1000;
  const connectedRss = residentMemoryBytes(pid);
  latencies.sort((a, b) => a - b);
  serverLatencies.sort((a, b) => a - b);
  postLatencies.sort((a, b) => a - b);
  for (const socket of sockets) socket.disconnect();
  return {
    patients: patients.length,
    calls: latencies.length,
    'calls/s': Math.round(latencies.length / seconds),
    'p50 ms': Number(percentile(latencies, 50).toFixed(1)),
    'p99 ms': Number(percentile(latencies, 99).toFixed(1)),
    'max ms': Number(latencies[latencies.length - 1].toFixed(1)),
    'POST p50 ms': Number(percentile(postLatencies, 50).toFixed(1)),
    'p50 ms since started_at': serverLatencies.length ? percentile(serverLatencies, 50) : 'n/a',
    'p99 ms since started_at': serverLatencies.length ? percentile(serverLatencies, 99) : 'n/a',
    'RSS MB, all connected': mb(connectedRss),
  };
}

/** One mock per case and round (interleaved, so drift in the machine's load hits every case alike). */
async function growth() {
  const dir = mkdtempSync(join(tmpdir(), 'ehp-bench-growth-'));
  try {
    const filled = join(dir, 'filled.json');
    let started = Date.now();
    writeFilledDataFile(filled, FILL);
    console.log(
      `  filled store: ${FILL.submissions.toLocaleString('en')} demo requests, ${FILL.appointments.toLocaleString('en')} paid appointments (written in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    const cases = [
      { store: 'empty', persistence: 'memory', args: () => [] },
      { store: 'filled', persistence: 'memory', args: () => ['--seed', filled] },
      { store: 'empty', persistence: '--data', args: (r) => ['--data', join(dir, `empty-${r}.json`)] },
      {
        store: 'filled',
        persistence: '--data',
        args: (r) => {
          const copy = join(dir, `filled-${r}.json`);
          copyFileSync(filled, copy);
          return ['--data', copy];
        },
      },
    ];
    const runs = cases.map(() => []);
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [i, c] of cases.entries()) {
        started = Date.now();
        const mock = await startMock({ env: { NODE_ENV: 'production', QA_ENABLED: 'true' }, args: c.args(round) });
        const startSeconds = (Date.now() - started) / 1000;
        try {
          const { headers } = await postHeaders(mock.url);
          await autocannon({
            url: mock.url,
            connections: CONNECTIONS,
            duration: WARMUP,
            headers,
            requests: [demoPost()],
          });
          const cpuBefore = cpuSeconds(mock.pid);
          const row = await runAutocannon('growth', { url: mock.url, headers, requests: [demoPost()] }, true);
          // Server CPU time per request: far less sensitive than req/s to other work on the machine.
          const cpuUs = Math.round(((cpuSeconds(mock.pid) - cpuBefore) / row.requests) * 1e6);
          runs[i].push({ ...row, cpuUs, rss: residentMemoryBytes(mock.pid), startSeconds });
          console.log(
            `  round ${round}, ${c.store} store, ${c.persistence}: ${row['req/s']} req/s, server CPU ${cpuUs} µs/request, p50 ${row['p50 ms']} ms, p99 ${row['p99 ms']} ms (${row.statuses}; started in ${startSeconds.toFixed(1)} s)`,
          );
        } finally {
          await mock.stop();
        }
      }
    }
    const medianOf = (i, key) => median(runs[i].map((r) => r[key]));
    return cases.map((c, i) => {
      const empty = cases.findIndex((e) => e.store === 'empty' && e.persistence === c.persistence);
      return {
        store: c.store,
        persistence: c.persistence,
        'req/s (median)': medianOf(i, 'req/s'),
        'vs empty': `${Math.round((medianOf(i, 'req/s') / medianOf(empty, 'req/s') - 1) * 100)}%`,
        runs: runs[i].map((r) => r['req/s']).join(' / '),
        'CPU µs/req (median)': medianOf(i, 'cpuUs'),
        'CPU vs empty': `${Math.round((medianOf(i, 'cpuUs') / medianOf(empty, 'cpuUs') - 1) * 100)}%`,
        'p50 ms': medianOf(i, 'p50 ms'),
        'p99 ms': medianOf(i, 'p99 ms'),
        'RSS MB': mb(medianOf(i, 'rss')),
        'start s': Number(medianOf(i, 'startSeconds').toFixed(1)),
      };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main() {
  console.log(`Node ${process.version}, ${cpus().length} cores, load average at start ${load()}`);
  let rows = null;
  let fan = null;
  let grown = null;
  let memory = null;
  let compaction = null;
  if (ONLY.has('http') || ONLY.has('sockets')) {
    const mock = await startMock({
      env: { NODE_ENV: 'production', QA_ENABLED: 'true' },
    });
    console.log(`mock server pid ${mock.pid} at ${mock.url} (NODE_ENV=production: no response validation)`);
    try {
      const idle = residentMemoryBytes(mock.pid);
      if (ONLY.has('http')) {
        console.log(`\nHTTP (autocannon, ${CONNECTIONS} connections, ${DURATION} s each):`);
        rows = await httpBenchmarks(mock.url, mock.pid);
      }
      const afterHttp = peakMemoryBytes(mock.pid);
      if (ONLY.has('sockets')) {
        console.log(`\nSocket fan-out (${PATIENTS} signed-in patients on /notify, receive_call to each):`);
        fan = await fanOut(mock.url, mock.pid);
      }
      memory = { idle, afterHttp, peak: peakMemoryBytes(mock.pid) };
    } finally {
      await mock.stop();
    }
  }
  if (ONLY.has('growth')) {
    console.log(`\nGrowth (valid demo POSTs, ${CONNECTIONS} connections, ${DURATION} s, ${ROUNDS} rounds):`);
    grown = await growth();
  }
  if (ONLY.has('compaction')) {
    console.log(`\nCompaction (${COMPACT_RECORDS.toLocaleString('en')} demo requests, a write every 2 ms meanwhile):`);
    compaction = await compactionStall(COMPACT_RECORDS, Math.min(ROUNDS, 3));
  }

  console.log(`\nResults (Node ${process.version}, ${cpus().length} cores, load average at the end ${load()}):`);
  if (rows) console.table(rows);
  if (grown) console.table(grown);
  if (fan) console.table([fan]);
  if (compaction) console.table(compaction);
  if (memory) {
    console.log(
      `Server resident memory: ${mb(memory.idle)} MB idle at start; peak (VmHWM) ${mb(memory.afterHttp)} MB after HTTP, ${mb(memory.peak)} MB after the fan-out`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
