import type { LogLevel } from './config.ts';

export type LogFields = Record<string, unknown>;

export interface Logger {
  error(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  debug(msg: string, fields?: LogFields): void;
}

const RANK: Record<LogLevel, number> = { silent: 0, error: 1, info: 2, debug: 3 };

/** Field names whose values are never written (codes, tokens, message texts with links). */
const SECRET_FIELD = /token|otp|code|secret|password|passwd|text|link|cookie|authorization/i;
/**
 * A join link's or a visit link's token (modules/messages/join-link.ts, visit-link.ts) or a query
 * value of a secret name, wherever it appears.
 */
const SECRET_IN_TEXT =
  /\b[jv]1\.\d{1,12}\.\d{1,12}\.[0-9a-z]{1,12}\.[A-Za-z0-9_-]{22}\b|([?&][^=&\s]*(?:token|otp|code|secret)[^=&\s]*=)[^&\s"]+/gi;

/**
 * A log line's fields with secrets hidden: values of secret-named fields, join tokens and secret
 * query values anywhere in a string. Numbers and booleans of secret-named fields (a status `code`)
 * are kept: they are not secrets.
 */
export function redactFields(fields: LogFields): LogFields {
  const out: LogFields = {};
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value !== 'string') out[key] = value;
    else if (SECRET_FIELD.test(key)) out[key] = '[redacted]';
    else
      out[key] = value.replace(SECRET_IN_TEXT, (match, name?: string) => (name ? `${name}[redacted]` : '[redacted]'));
  }
  return out;
}

/** One JSON object per line; `write` defaults to stdout (stderr for errors). Secrets are redacted. */
export function createLogger(level: LogLevel, write?: (line: string, isError: boolean) => void): Logger {
  const out = write ?? ((line: string, isError: boolean) => (isError ? process.stderr : process.stdout).write(line));
  const emit = (lvl: Exclude<LogLevel, 'silent'>, msg: string, fields?: LogFields) => {
    if (RANK[level] < RANK[lvl]) return;
    const safe = fields ? redactFields(fields) : undefined;
    out(`${JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...safe })}\n`, lvl === 'error');
  };
  return {
    error: (msg, fields) => emit('error', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    debug: (msg, fields) => emit('debug', msg, fields),
  };
}

export const silentLogger: Logger = { error() {}, info() {}, debug() {} };
