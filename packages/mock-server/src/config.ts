import { randomBytes } from 'node:crypto';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.ts';

/** Start-up configuration, parsed and checked once (main.ts fails fast on errors). */
const NODE_ENVS = ['development', 'test', 'production'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];
const LOG_LEVELS = ['silent', 'error', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface MockServerConfig {
  port: number;
  host: string;
  /** With a file every acknowledged write is on disk before the 2xx; null keeps the store in memory. */
  dataFile: string | null;
  /** A data file to start (and reset) from instead of the built-in seed; only ever read. */
  seedFile: string | null;
  corsOrigins: string[];
  qaEnabled: boolean;
  nodeEnv: NodeEnv;
  logLevel: LogLevel;
  /** Response validation against openapi.yaml: on except in production. */
  validateResponses: boolean;
  /**
   * Which proxies in front may name the client (X-Forwarded-For, the rate limits' key) and its
   * protocol (cookies get Secure): false, a hop count (true = 1) or their addresses (http/trust-proxy.ts).
   */
  trustProxy: TrustProxy;
  /** HMAC key for XSRF tokens; random per data file (or per process without one) when absent. */
  sessionSecret: string | null;
  /** A ringing call turns into missed after this long. */
  ringTimeoutMs: number;
  /** A doctor may ring the patient from this many minutes before the slot until this many after its end. */
  callWindow: { minutesBefore: number; minutesAfter: number };
  /** call_start events a doctor may send per minute. */
  callsPerMinute: number;
  /** STUN/TURN servers of the simulated doctor's peer (ICE_SERVERS, JSON); none = host candidates only. */
  iceServers: IceServer[];
  /** Per-address limits as documented (standard), or 1,000 times looser for test stacks (LIMITS=testing). */
  limits: 'standard' | 'testing';
  /**
   * Required on every /__qa request (header X-QA-Token) when set. Set from QA_TOKEN, or generated
   * at start-up (and printed) when HOST exposes the mock beyond this machine.
   */
  qaToken: string | null;
  /** Host names accepted besides localhost and IP literals (ALLOWED_HOSTS): stops DNS rebinding. */
  allowedHosts: string[];
  /**
   * The portal's origin, for the links in SMS and WhatsApp messages (PORTAL_URL; default the first
   * CORS origin, which is the portal the mock serves).
   */
  portalUrl: string;
}

export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

/** 127.0.0.1, ::1 and localhost: only this machine can connect. */
export const isLoopback = (host: string) => /^(127\.\d+\.\d+\.\d+|::1|localhost)$/i.test(host);

export const DEFAULT_CORS_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/** One of a few words (the fallback when unset); otherwise an error listing them. */
function oneOf<T extends string>(
  name: string,
  raw: string | undefined,
  allowed: readonly T[],
  fallback: T,
  errors: string[],
): T {
  if (raw === undefined) return fallback;
  const found = allowed.find((word) => word === raw);
  if (found === undefined)
    errors.push(`${name} must be ${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)} (got "${raw}")`);
  return found ?? fallback;
}

export function defaultConfig(overrides: Partial<MockServerConfig> = {}): MockServerConfig {
  return {
    port: 4000,
    host: '127.0.0.1',
    dataFile: null,
    seedFile: null,
    corsOrigins: DEFAULT_CORS_ORIGINS,
    qaEnabled: true,
    nodeEnv: 'development',
    logLevel: 'info',
    validateResponses: true,
    trustProxy: false,
    sessionSecret: null,
    ringTimeoutMs: 30_000,
    callWindow: { minutesBefore: 15, minutesAfter: 30 },
    callsPerMinute: 10,
    iceServers: [],
    limits: 'standard',
    qaToken: null,
    allowedHosts: [],
    ...overrides,
    portalUrl: overrides.portalUrl ?? (overrides.corsOrigins ?? DEFAULT_CORS_ORIGINS)[0] ?? 'http://localhost:5173',
  };
}

export type ConfigResult = { ok: true; config: MockServerConfig } | { ok: false; errors: string[] };

type Env = Record<string, string | undefined>;

function parseBool(name: string, raw: string, errors: string[]): boolean {
  const v = raw.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  errors.push(`${name} must be true or false (got "${raw}")`);
  return true;
}

function parseOrigins(raw: string, errors: string[]): string[] {
  const origins = raw
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of origins) {
    if (origin === '*') errors.push('CORS_ORIGINS must list origins; "*" is not allowed with credentials');
    else if (!/^https?:\/\/[^/\s]+$/.test(origin))
      errors.push(`CORS_ORIGINS entry "${origin}" must look like http://host:port (no path)`);
  }
  return origins;
}

function parseInteger(name: string, raw: string, min: number, max: number, errors: string[]): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    errors.push(`${name} must be an integer ${min}-${max} (got "${raw}")`);
  return value;
}

const ICE_URL = /^(stun|stuns|turn|turns):[^\s]+$/;

/** ICE_SERVERS: a JSON array of { urls, username?, credential? } with stun:/turn: URLs. */
export function parseIceServers(raw: string, errors: string[]): IceServer[] {
  const problem =
    'ICE_SERVERS must be a JSON array of { "urls": "stun:host:port" | "turn:host:port" | [...], "username"?, "credential"? }';
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    errors.push(`${problem} (not JSON)`);
    return [];
  }
  if (!Array.isArray(parsed) || parsed.length > 10) {
    errors.push(`${problem} (at most 10)`);
    return [];
  }
  const out: IceServer[] = [];
  for (const [i, entry] of parsed.entries()) {
    const item: unknown = entry;
    if (typeof item !== 'object' || item === null || !('urls' in item)) {
      errors.push(`${problem} (entry ${i} has no urls)`);
      continue;
    }
    const urls: unknown = item.urls;
    const list = Array.isArray(urls) ? urls : [urls];
    if (list.length === 0 || !list.every((u) => typeof u === 'string' && ICE_URL.test(u))) {
      errors.push(`${problem} (entry ${i}: urls must start with stun:, stuns:, turn: or turns:)`);
      continue;
    }
    const username = 'username' in item && typeof item.username === 'string' ? item.username : undefined;
    const credential = 'credential' in item && typeof item.credential === 'string' ? item.credential : undefined;
    out.push({ urls: list.map(String), ...(username ? { username } : {}), ...(credential ? { credential } : {}) });
  }
  return out;
}

/** Reads argv (--data FILE, --no-qa, --port N) and the environment. Pure: no I/O. */
export function parseConfig(argv: string[], env: Env): ConfigResult {
  // The errors are listed in this order: the arguments', then each setting's as read here.
  const errors: string[] = [];
  const args = parseArgs(argv, env, errors);
  const port = parsePort(args.port ?? env.PORT ?? '4000', errors);
  const nodeEnv = oneOf('NODE_ENV', env.NODE_ENV, NODE_ENVS, 'development', errors);
  const logLevel = oneOf('LOG_LEVEL', env.LOG_LEVEL, LOG_LEVELS, 'info', errors);
  const qaEnabled = args.qa ?? (env.QA_ENABLED === undefined ? true : parseBool('QA_ENABLED', env.QA_ENABLED, errors));
  const trustProxy = env.TRUST_PROXY === undefined ? false : parseTrustProxy(env.TRUST_PROXY, errors);
  const corsOrigins = env.CORS_ORIGINS === undefined ? DEFAULT_CORS_ORIGINS : parseOrigins(env.CORS_ORIGINS, errors);
  const sessionSecret = env.SESSION_SECRET ?? null;
  if (sessionSecret !== null && sessionSecret.length < 32) errors.push('SESSION_SECRET must be at least 32 characters');
  const ringTimeoutMs = parseRingTimeout(env.RING_TIMEOUT_MS ?? '30000', errors);
  const callWindow = parseCallWindow(env, errors);
  const callsPerMinute = parseInteger('CALLS_PER_MINUTE', env.CALLS_PER_MINUTE ?? '10', 1, 1000, errors);
  const iceServers = env.ICE_SERVERS?.trim() ? parseIceServers(env.ICE_SERVERS, errors) : [];
  const limits = oneOf('LIMITS', env.LIMITS, ['standard', 'testing'] as const, 'standard', errors);
  const host = env.HOST?.trim() || '127.0.0.1';
  const qaToken = parseQaToken(env.QA_TOKEN, qaEnabled, host, errors);
  const allowedHosts = parseAllowedHosts(env.ALLOWED_HOSTS ?? '', errors);
  const portalUrl = parsePortalUrl(env.PORTAL_URL, errors);

  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    config: defaultConfig({
      port,
      host,
      dataFile: args.dataFile,
      seedFile: args.seedFile,
      corsOrigins,
      qaEnabled,
      nodeEnv,
      logLevel,
      validateResponses: nodeEnv !== 'production',
      trustProxy,
      sessionSecret,
      ringTimeoutMs,
      callWindow,
      callsPerMinute,
      iceServers,
      limits,
      qaToken,
      allowedHosts,
      ...(portalUrl ? { portalUrl } : {}),
    }),
  };
}

interface Args {
  dataFile: string | null;
  seedFile: string | null;
  /** --qa or --no-qa; null when neither was given. */
  qa: boolean | null;
  port: string | undefined;
}

/** The command line; the data and seed files default to MOCK_DATA_FILE and MOCK_SEED_FILE. */
function parseArgs(argv: string[], env: Env, errors: string[]): Args {
  const args = [...argv];
  const parsed: Args = {
    dataFile: env.MOCK_DATA_FILE?.trim() || null,
    seedFile: env.MOCK_SEED_FILE?.trim() || null,
    qa: null,
    port: undefined,
  };
  while (args.length) {
    const arg = args.shift()!;
    if (arg === '--') continue; // pnpm start -- --data FILE
    if (arg === '--data') {
      const file = args.shift();
      if (!file || file.startsWith('--')) errors.push('--data needs a file name, e.g. --data .mock-data.json');
      else parsed.dataFile = file;
    } else if (arg.startsWith('--data=')) parsed.dataFile = arg.slice('--data='.length) || null;
    else if (arg === '--seed') {
      const file = args.shift();
      if (!file || file.startsWith('--')) errors.push('--seed needs a data file to start from, e.g. --seed big.json');
      else parsed.seedFile = file;
    } else if (arg === '--no-qa') parsed.qa = false;
    else if (arg === '--qa') parsed.qa = true;
    else if (arg === '--port') parsed.port = args.shift();
    else errors.push(`unknown argument "${arg}" (known: --data FILE, --seed FILE, --port N, --no-qa)`);
  }
  return parsed;
}

function parsePort(raw: string, errors: string[]): number {
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    errors.push(`PORT must be an integer 0-65535 (got "${raw}")`);
  return port;
}

function parseRingTimeout(raw: string, errors: string[]): number {
  const ringTimeoutMs = Number(raw);
  if (!Number.isInteger(ringTimeoutMs) || ringTimeoutMs < 1000 || ringTimeoutMs > 600_000) {
    errors.push(`RING_TIMEOUT_MS must be an integer 1000-600000 (got "${raw}")`);
  }
  return ringTimeoutMs;
}

function parseCallWindow(env: Env, errors: string[]): MockServerConfig['callWindow'] {
  const minutesBefore = parseInteger(
    'CALL_WINDOW_BEFORE_MINUTES',
    env.CALL_WINDOW_BEFORE_MINUTES ?? '15',
    0,
    1440,
    errors,
  );
  const minutesAfter = parseInteger(
    'CALL_WINDOW_AFTER_MINUTES',
    env.CALL_WINDOW_AFTER_MINUTES ?? '30',
    0,
    1440,
    errors,
  );
  return { minutesBefore, minutesAfter };
}

/** QA_TOKEN; generated when QA is on and HOST lets other machines in. */
function parseQaToken(raw: string | undefined, qaEnabled: boolean, host: string, errors: string[]): string | null {
  const qaToken = raw?.trim() || null;
  if (qaToken !== null && qaToken.length < 16) errors.push('QA_TOKEN must be at least 16 characters');
  // Reachable from other machines: the QA API (codes, resets, time) needs a token.
  if (qaToken === null && qaEnabled && !isLoopback(host)) return randomBytes(18).toString('base64url');
  return qaToken;
}

function parseAllowedHosts(raw: string, errors: string[]): string[] {
  const allowedHosts = raw
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  for (const h of allowedHosts) {
    if (!/^(\*\.)?[a-z0-9.-]+$/.test(h))
      errors.push(`ALLOWED_HOSTS entry "${h}" must be a host name, e.g. mock.team.lan`);
  }
  return allowedHosts;
}

function parsePortalUrl(raw: string | undefined, errors: string[]): string | undefined {
  const portalUrl = raw?.trim() || undefined;
  if (portalUrl !== undefined && !/^https?:\/\/[^/\s]+$/.test(portalUrl))
    errors.push(`PORTAL_URL must look like https://host[:port] (no path) (got "${portalUrl}")`);
  return portalUrl;
}
