import type { LogLevel } from './config.ts';

export type LogFields = Record<string, unknown>;

export interface Logger {
  error(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  debug(msg: string, fields?: LogFields): void;
}

const RANK: Record<LogLevel, number> = { silent: 0, error: 1, info: 2, debug: 3 };

/** One JSON object per line; `write` defaults to stdout (stderr for errors). */
export function createLogger(level: LogLevel, write?: (line: string, isError: boolean) => void): Logger {
  const out = write ?? ((line: string, isError: boolean) => (isError ? process.stderr : process.stdout).write(line));
  const emit = (lvl: Exclude<LogLevel, 'silent'>, msg: string, fields?: LogFields) => {
    if (RANK[level] < RANK[lvl]) return;
    out(`${JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields })}\n`, lvl === 'error');
  };
  return {
    error: (msg, fields) => emit('error', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    debug: (msg, fields) => emit('debug', msg, fields),
  };
}

export const silentLogger: Logger = { error() {}, info() {}, debug() {} };
