// The production server's settings, from the environment, checked once at start-up: a bad value
// stops the server with every problem listed, rather than serving a half-working portal.
import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { validTrustList } from './forwarded.mjs';

const WEB_DIR = resolve(import.meta.dirname, '..');

function integer(env, name, fallback, min, max, errors) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= min && value <= max))
    errors.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  return value;
}

function origin(env, name, fallback, errors) {
  const raw = env[name] ?? fallback;
  try {
    const url = new URL(raw);
    if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash) throw new Error();
    return url.origin;
  } catch {
    errors.push(`${name} must be an http(s) origin such as http://localhost:4000, with no path (got "${raw}")`);
    return fallback;
  }
}

/**
 * TRUST_PROXY: which proxies in front may say who the client is and whether it is HTTPS: false
 * (none: the socket's peer is the client), a hop count, or a comma list of addresses and subnets
 * (loopback, 10.0.0.0/8, ...). `true` is one hop: trusting every hop would let anyone spoof.
 */
function trustProxy(env, errors) {
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

export function readConfig(env = process.env) {
  const errors = [];
  const distDir = resolve(WEB_DIR, env.DIST_DIR || 'dist');
  const config = {
    port: integer(env, 'PORT', 5173, 0, 65535, errors),
    host: env.HOST || '0.0.0.0',
    apiOrigin: origin(env, 'API_ORIGIN', 'http://127.0.0.1:4000', errors),
    distDir,
    workers: integer(env, 'WORKERS', 1, 1, Math.max(64, availableParallelism()), errors),
    trustProxy: trustProxy(env, errors),
    accessLog: env.ACCESS_LOG === undefined ? true : env.ACCESS_LOG !== 'off',
    shutdownMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000, errors),
    pageCacheMs: integer(env, 'PAGE_CACHE_MS', 5_000, 0, 15_000, errors),
  };
  if (env.ACCESS_LOG !== undefined && !['on', 'off'].includes(env.ACCESS_LOG)) {
    errors.push(`ACCESS_LOG must be on or off (got "${env.ACCESS_LOG}")`);
  }
  if (!existsSync(join(distDir, 'index.html'))) errors.push(`DIST_DIR ${distDir} has no build: run pnpm build first`);
  if (errors.length) throw new Error(`The portal server cannot start:\n- ${errors.join('\n- ')}`);
  return config;
}
