// The production server's settings, from the environment, checked once at start-up: a bad value
// stops the server with every problem listed, rather than serving a half-working portal.
import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validTrustList } from './forwarded.ts';

/** The environment the settings are read from (process.env in production). */
export type Env = Record<string, string | undefined>;

export interface PortalServerConfig {
  port: number;
  host: string;
  apiOrigin: string;
  distDir: string;
  workers: number;
  /** false, a hop count, or the addresses and subnets of the proxies in front. */
  trustProxy: number | false | string[];
  accessLog: boolean;
  shutdownMs: number;
  pageCacheMs: number;
  /** The bound of each process's page cache, in bytes (PAGE_CACHE_MB). */
  pageCacheBytes: number;
  /** Renders a process runs at once, and how many more may wait (beyond: 503). */
  renders: number;
  /** How long a page waits for all its API reads before it is sent without them (PAGE_READ_BUDGET_MS). */
  readBudgetMs: number;
  renderQueue: number;
}

// packages/web: this file's folder's parent, whether it runs from server/ or from its bundle in
// server-dist/ (scripts/bundle-server.mjs), which sit side by side.
const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));

function integer(env: Env, name: string, fallback: number, min: number, max: number, errors: string[]): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= min && value <= max))
    errors.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  return value;
}

/**
 * The ports fetch() refuses to reach (the Fetch standard's "bad ports", as Node's undici has them):
 * an API there would answer the proxy but never a page's reads, so every data page would render
 * without its data and nothing would say why.
 */
export const FETCH_BLOCKED_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110,
  111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532,
  540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061,
  6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

function origin(env: Env, name: string, fallback: string, errors: string[]): string {
  const raw = env[name] ?? fallback;
  let url: URL;
  try {
    url = new URL(raw);
    if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash) throw new Error();
  } catch {
    errors.push(`${name} must be an http(s) origin such as http://localhost:4000, with no path (got "${raw}")`);
    return fallback;
  }
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  if (FETCH_BLOCKED_PORTS.has(port)) {
    errors.push(
      `${name} uses port ${port}, which fetch() refuses to reach (a "bad port" of the Fetch standard): pages would render without their data. Move the API to another port (got "${raw}")`,
    );
  }
  return url.origin;
}

/**
 * TRUST_PROXY: which proxies in front may say who the client is and whether it is HTTPS: false
 * (none: the socket's peer is the client), a hop count, or a comma list of addresses and subnets
 * (loopback, 10.0.0.0/8, ...). `true` is one hop: trusting every hop would let anyone spoof.
 */
function trustProxy(env: Env, errors: string[]): PortalServerConfig['trustProxy'] {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return 1;
  if (/^\d+$/.test(raw)) return Number(raw);
  const list = raw.split(',').map((entry) => entry.trim());
  if (list.every(Boolean) && validTrustList(list)) return list;
  errors.push(
    `TRUST_PROXY must be false, true (one proxy), the number of proxies in front, or a comma list of their addresses or subnets such as loopback,10.0.0.0/8 (got "${raw}")`,
  );
  return false;
}

export function readConfig(env: Env = process.env): PortalServerConfig {
  const errors: string[] = [];
  const distDir = resolve(WEB_DIR, env.DIST_DIR || 'dist');
  const config: PortalServerConfig = {
    port: integer(env, 'PORT', 5173, 0, 65535, errors),
    host: env.HOST || '0.0.0.0',
    apiOrigin: origin(env, 'API_ORIGIN', 'http://127.0.0.1:4000', errors),
    distDir,
    workers: integer(env, 'WORKERS', 1, 1, Math.max(64, availableParallelism()), errors),
    trustProxy: trustProxy(env, errors),
    accessLog: env.ACCESS_LOG === undefined ? true : env.ACCESS_LOG !== 'off',
    shutdownMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000, errors),
    pageCacheMs: integer(env, 'PAGE_CACHE_MS', 5_000, 0, 15_000, errors),
    pageCacheBytes: integer(env, 'PAGE_CACHE_MB', 32, 0, 4_096, errors) * 1024 * 1024,
    renders: integer(env, 'RENDERS', 8, 1, 1_000, errors),
    readBudgetMs: integer(env, 'PAGE_READ_BUDGET_MS', 2_500, 100, 60_000, errors),
    renderQueue: integer(env, 'RENDER_QUEUE', 64, 0, 100_000, errors),
  };
  if (env.ACCESS_LOG !== undefined && !['on', 'off'].includes(env.ACCESS_LOG)) {
    errors.push(`ACCESS_LOG must be on or off (got "${env.ACCESS_LOG}")`);
  }
  if (!existsSync(join(distDir, 'index.html'))) errors.push(`DIST_DIR ${distDir} has no build: run pnpm build first`);
  if (errors.length) throw new Error(`The portal server cannot start:\n- ${errors.join('\n- ')}`);
  return config;
}
