#!/usr/bin/env node
// `pnpm bench:api`: the mock server under load, on this machine only (127.0.0.1). Runs with
// `node --import tsx` so it signs in and rings through the typed clients of '@ehp/api-types'.
// 1. autocannon: GET the labs list, POST demo requests (unique valid bodies -> 201, and invalid
//    bodies -> 400 from the contract validator), GET an image.
// 2. socket fan-out: PATIENTS signed-in patients (real OTP sign-in over HTTP, one number each) hold
//    a /notify socket; a receive_call is triggered for each through /__qa/calls; p50/p99 delivery.
// Prints req/s, p50/p99 latency and the server's peak resident memory (VmHWM of its process).
// DURATION (s), CONNECTIONS and PATIENTS override the defaults. Bounded in count and time.
import { cpus, loadavg } from 'node:os';
import { createQaClient, qaData, XSRF_COOKIE, XSRF_HEADER } from '@ehp/api-types';
import autocannon from 'autocannon';
import { io } from 'socket.io-client';
import { ApiSession, signInWithSmsCode } from '../support/api-session.ts';
import { peakMemoryBytes, startMock } from '../support/stack.mjs';

const DURATION = Number(process.env.DURATION || 10);
const CONNECTIONS = Number(process.env.CONNECTIONS || 20);
const PATIENTS = Number(process.env.PATIENTS || 1000);
const CONCURRENCY = 25;
const CALL_CONCURRENCY = Number(process.env.CALL_CONCURRENCY || 10);
const MB = 1024 * 1024;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function runAutocannon(title, options) {
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
  console.log(`  ${title}: ${row['req/s']} req/s, p50 ${row['p50 ms']} ms, p99 ${row['p99 ms']} ms (${statuses})`);
  return row;
}

/** The body of a successful call of the typed API client, or an error naming the status. */
async function ok(pending) {
  const { data, error, response } = await pending;
  if (!response.ok) throw new Error(`${response.url} -> ${response.status} ${JSON.stringify(error).slice(0, 200)}`);
  return data;
}

async function httpBenchmarks(base) {
  const client = new ApiSession(base);
  // The first GET gives an anonymous session and its XSRF token, which autocannon's POSTs reuse.
  const labs = await ok(client.api.GET('/api/medical-test-labs/get'));
  const labId = labs.data.data.medical_test_labs_all[0].id;
  const headers = {
    cookie: client.cookieHeader(),
    [XSRF_HEADER]: decodeURIComponent(client.jar.get(XSRF_COOKIE) ?? ''),
    'content-type': 'application/json',
  };
  let n = 0;
  const uniqueDemo = () => {
    n += 1;
    return {
      name: `Bench Clinic ${n}`,
      phone_number: `03${String(100_000_000 + n).slice(-9)}`,
      email: `bench${n}@example.pk`,
      demo_for: n % 3,
    };
  };
  const rows = [];
  rows.push(
    await runAutocannon('GET /api/medical-test-labs/get', {
      url: `${base}/api/medical-test-labs/get`,
      headers: { cookie: client.cookieHeader() },
    }),
  );
  rows.push(
    await runAutocannon('POST /api/demo_request/add (unique, valid)', {
      url: base,
      headers,
      requests: [
        {
          method: 'POST',
          path: '/api/demo_request/add',
          setupRequest: (req) => ({ ...req, body: JSON.stringify(uniqueDemo()) }),
        },
      ],
    }),
  );
  rows.push(
    await runAutocannon('POST /api/demo_request/add (invalid -> 400)', {
      url: base,
      headers,
      requests: [
        {
          method: 'POST',
          path: '/api/demo_request/add',
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({ ...uniqueDemo(), phone_number: '12345', email: 'not-an-email' }),
          }),
        },
      ],
    }),
  );
  rows.push(
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

async function fanOut(base) {
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
  };
}

async function main() {
  const mock = await startMock({ env: { NODE_ENV: 'production', QA_ENABLED: 'true' } });
  console.log(`mock server pid ${mock.pid} at ${mock.url} (NODE_ENV=production: no response validation)`);
  try {
    console.log(`\nHTTP (autocannon, ${CONNECTIONS} connections, ${DURATION} s each):`);
    const rows = await httpBenchmarks(mock.url);
    const afterHttp = peakMemoryBytes(mock.pid);
    console.log(`\nSocket fan-out (${PATIENTS} signed-in patients on /notify, receive_call to each):`);
    const fan = await fanOut(mock.url);
    const peak = peakMemoryBytes(mock.pid);

    console.log(
      `\nResults (Node ${process.version}, ${cpus().length} cores, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}):`,
    );
    console.table(rows);
    console.table([fan]);
    console.log(
      `Server peak memory (VmHWM): ${(afterHttp / MB).toFixed(1)} MB after HTTP, ${(peak / MB).toFixed(1)} MB after fan-out`,
    );
  } finally {
    await mock.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
