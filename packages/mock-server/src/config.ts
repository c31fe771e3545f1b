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
  /** Trust X-Forwarded-* (behind a TLS-terminating proxy), so cookies get Secure. */
  trustProxy: boolean;
  /** HMAC key for XSRF tokens; random per data file (or per process without one) when absent. */
  sessionSecret: string | null;
  /** A ringing call turns into missed after this long. */
  ringTimeoutMs: number;
}

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
    host: '0.0.0.0',
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
    ...overrides,
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

/** Reads argv (--data FILE, --no-qa, --port N) and the environment. Pure: no I/O. */
export function parseConfig(argv: string[], env: Env): ConfigResult {
  const errors: string[] = [];
  const args = [...argv];
  let dataFile: string | null = env.MOCK_DATA_FILE?.trim() || null;
  let seedFile: string | null = env.MOCK_SEED_FILE?.trim() || null;
  let qaFlag: boolean | null = null;
  let portArg: string | undefined;
  while (args.length) {
    const arg = args.shift()!;
    if (arg === '--') continue; // pnpm start -- --data FILE
    if (arg === '--data') {
      const file = args.shift();
      if (!file || file.startsWith('--')) errors.push('--data needs a file name, e.g. --data .mock-data.json');
      else dataFile = file;
    } else if (arg.startsWith('--data=')) dataFile = arg.slice('--data='.length) || null;
    else if (arg === '--seed') {
      const file = args.shift();
      if (!file || file.startsWith('--')) errors.push('--seed needs a data file to start from, e.g. --seed big.json');
      else seedFile = file;
    } else if (arg === '--no-qa') qaFlag = false;
    else if (arg === '--qa') qaFlag = true;
    else if (arg === '--port') portArg = args.shift();
    else errors.push(`unknown argument "${arg}" (known: --data FILE, --seed FILE, --port N, --no-qa)`);
  }

  const rawPort = portArg ?? env.PORT ?? '4000';
  const port = Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    errors.push(`PORT must be an integer 0-65535 (got "${rawPort}")`);

  const nodeEnv = oneOf('NODE_ENV', env.NODE_ENV, NODE_ENVS, 'development', errors);
  const logLevel = oneOf('LOG_LEVEL', env.LOG_LEVEL, LOG_LEVELS, 'info', errors);
  const qaEnabled = qaFlag ?? (env.QA_ENABLED === undefined ? true : parseBool('QA_ENABLED', env.QA_ENABLED, errors));
  const trustProxy = env.TRUST_PROXY === undefined ? false : parseBool('TRUST_PROXY', env.TRUST_PROXY, errors);
  const corsOrigins = env.CORS_ORIGINS === undefined ? DEFAULT_CORS_ORIGINS : parseOrigins(env.CORS_ORIGINS, errors);
  const sessionSecret = env.SESSION_SECRET ?? null;
  if (sessionSecret !== null && sessionSecret.length < 32) errors.push('SESSION_SECRET must be at least 32 characters');
  const rawRing = env.RING_TIMEOUT_MS ?? '30000';
  const ringTimeoutMs = Number(rawRing);
  if (!Number.isInteger(ringTimeoutMs) || ringTimeoutMs < 1000 || ringTimeoutMs > 600_000) {
    errors.push(`RING_TIMEOUT_MS must be an integer 1000-600000 (got "${rawRing}")`);
  }

  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    config: defaultConfig({
      port,
      host: env.HOST?.trim() || '0.0.0.0',
      dataFile,
      seedFile,
      corsOrigins,
      qaEnabled,
      nodeEnv,
      logLevel,
      validateResponses: nodeEnv !== 'production',
      trustProxy,
      sessionSecret,
      ringTimeoutMs,
    }),
  };
}
