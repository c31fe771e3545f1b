// Starts the whole stack on free ports for the browser journeys and the benchmarks:
// the mock server (packages/mock-server, a child process) and the production build of the
// portal (packages/web/dist) served by its production server, which proxies /api and /notify to the mock.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const webDir = join(repoRoot, 'packages/web');
/** WEB_DIST: serve a build other than packages/web/dist (relative to packages/web). */
export const distDir = resolve(webDir, process.env.WEB_DIST || 'dist');
const HOST = '127.0.0.1';

/** A port nobody listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForHttp(url, child, label, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited with code ${child.exitCode}\n${child.output()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      return;
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${label} did not answer ${url} within ${timeoutMs} ms: ${lastError}\n${child.output()}`);
}

function startChild(label, command, args, options) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  // Keep the last output for error messages; echo it only when asked (STACK_LOG=1).
  let tail = '';
  const keep = (chunk) => {
    tail = (tail + chunk.toString()).slice(-8_000);
    if (process.env.STACK_LOG) process.stderr.write(`[${label}] ${chunk}`);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.output = () => tail;
  return child;
}

async function stopChild(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** A memory figure of a process from /proc/PID/status in bytes (VmHWM: peak resident, VmRSS: now), or undefined. */
function statusBytes(pid, field) {
  try {
    const match = new RegExp(`${field}:\\s+(\\d+)\\s+kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Peak resident memory of a child process in bytes (Linux VmHWM), or undefined. */
export const peakMemoryBytes = (pid) => statusBytes(pid, 'VmHWM');

/** Resident memory of a process now, in bytes (Linux VmRSS), or undefined. */
export const residentMemoryBytes = (pid) => statusBytes(pid, 'VmRSS');

let clockTicks;
/** CPU time a process has used so far (user + system), in seconds (Linux /proc/PID/stat), or undefined. */
export function cpuSeconds(pid) {
  try {
    clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicks; // utime and stime: fields 14 and 15
  } catch {
    return undefined;
  }
}

/**
 * The mock as `pnpm start` runs it (packages/mock-server/package.json): the start script's last
 * command, `node <flags> dist/server.mjs`, so the journeys and benchmarks run the same bundle with
 * the same flags (e.g. its young-generation size, which bounds its resident memory).
 */
function mockCommand() {
  const { scripts } = JSON.parse(readFileSync(join(repoRoot, 'packages/mock-server/package.json'), 'utf8'));
  const words = scripts.start.split('&&').at(-1).trim().split(/\s+/);
  return { flags: words.slice(1, -1), script: join(repoRoot, 'packages/mock-server', words.at(-1)) };
}

let bundled = null;
/** Bundles the mock's current source once per process, as its start script does (scripts/bundle.mjs). */
const bundleMock = () =>
  (bundled ??= import('../../packages/mock-server/scripts/bundle.mjs').then(({ bundleServer }) => bundleServer()));

/**
 * The mock server as a plain `node` child (so its pid is the server's own, for VmHWM), with
 * LIMITS=testing and TRUST_PROXY=loopback unless `env` says otherwise.
 * @param {{ port?: number, corsOrigins?: string[], env?: Record<string,string>, args?: string[] }} [options]
 *   args: main.ts flags, e.g. ['--data', file] or ['--seed', file]
 */
export async function startMock(options = {}) {
  const port = options.port ?? (await freePort());
  await bundleMock();
  const { flags, script } = mockCommand();
  const main = [...flags, script, ...(options.args ?? [])];
  const child = startChild('mock', process.execPath, main, {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      // One test stack signs in hundreds of patients from 127.0.0.1 (the abuse suite tests the real limits).
      LIMITS: 'testing',
      // As `pnpm start` runs it (scripts/start.mjs): the portal in front names its visitor.
      TRUST_PROXY: 'loopback',
      PORT: String(port),
      HOST,
      CORS_ORIGINS: (options.corsOrigins ?? []).join(','),
      ...options.env,
    },
  });
  const url = `http://${HOST}:${port}`;
  try {
    await waitForHttp(`${url}/__qa/accounts`, child, 'mock server');
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { url, port, pid: child.pid, child, stop: () => stopChild(child) };
}

let portalBundled = null;
/**
 * Bundles the portal server's current source (packages/web/server) once per process, as `pnpm build`
 * does (packages/web/scripts/bundle-server.mjs): a change to server/ needs no new build of the pages.
 */
const bundlePortal = () =>
  (portalBundled ??= import('../../packages/web/scripts/bundle-server.mjs').then(({ bundleServer }) => bundleServer()));

/**
 * The production build served as `pnpm start` serves it: the portal's production server
 * (packages/web/server, bundled into server-dist/main.mjs), with /api, /notify and /__gateway
 * proxied to `mockUrl`.
 * `env` adds settings (e.g. PAGE_CACHE_MS). Requires packages/web/dist (build first).
 * @param {{ mockUrl: string, port?: number, env?: Record<string, string> }} options
 */
export async function startPortal(options) {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`${distDir}/index.html is missing: build the portal first (pnpm build)`);
  }
  const port = options.port ?? (await freePort());
  const env = {
    ...process.env,
    // As deployed (vitest sets NODE_ENV=test, which would load React's development build).
    NODE_ENV: 'production',
    PORT: String(port),
    HOST,
    API_ORIGIN: options.mockUrl,
    DIST_DIR: distDir,
    ACCESS_LOG: 'off',
    ...options.env,
  };
  const bundle = await bundlePortal();
  const child = startChild('portal', process.execPath, [bundle], { cwd: webDir, env });
  // Each process (every worker) says when it serves: ready when all of them do, not the first.
  const processes = Number(env.WORKERS || 1);
  let serving = 0;
  const allServing = new Promise((resolve) => {
    const count = (chunk) => {
      serving += chunk.toString().match(/"message":"portal on http/g)?.length ?? 0;
      if (serving < processes) return;
      child.stdout.off('data', count);
      resolve();
    };
    child.stdout.on('data', count);
  });
  const url = `http://${HOST}:${port}`;
  try {
    await waitForHttp(`${url}/healthz`, child, 'portal server');
    await Promise.race([
      allServing,
      new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`the portal exited (${code})`)))),
    ]);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { url, port, pid: child.pid, child, stop: () => stopChild(child) };
}

/**
 * The same build served by `vite preview` (what `pnpm start` ran before the production server),
 * kept for the server benchmark's comparison.
 * @param {{ mockUrl: string, port?: number }} options
 */
export async function startVitePreview(options) {
  const port = options.port ?? (await freePort());
  const vite = join(webDir, 'node_modules/vite/bin/vite.js');
  const child = startChild(
    'vite preview',
    process.execPath,
    [vite, 'preview', '--outDir', distDir, '--host', HOST, '--port', String(port), '--strictPort'],
    { cwd: webDir, env: { ...process.env, MOCK_URL: options.mockUrl } },
  );
  const url = `http://${HOST}:${port}`;
  try {
    await waitForHttp(`${url}/`, child, 'portal (vite preview)');
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { url, port, pid: child.pid, child, stop: () => stopChild(child) };
}

/**
 * Mock + portal on free ports; the portal's origin is the mock's allowed CORS origin.
 * The journeys change the mock's state and read it back at once: no shared page cache.
 */
export async function startStack({ portalEnv = { PAGE_CACHE_MS: '0' } } = {}) {
  const portalPort = await freePort();
  const portalUrl = `http://${HOST}:${portalPort}`;
  const mock = await startMock({ corsOrigins: [portalUrl, `http://localhost:${portalPort}`] });
  let portal;
  try {
    portal = await startPortal({ mockUrl: mock.url, port: portalPort, env: portalEnv });
  } catch (error) {
    await mock.stop();
    throw error;
  }
  return {
    mock,
    portal,
    stop: async () => {
      await portal.stop();
      await mock.stop();
    },
  };
}
