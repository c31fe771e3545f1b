import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { OtpHook } from './config.ts';

const run = promisify(execFile);

/** Reads `a.b.0.c` from a JSON value. */
export function readJsonPath(value: unknown, path: string): unknown {
  let node = value;
  for (const key of path.split('.').filter(Boolean)) {
    node = (node as Record<string, unknown> | undefined)?.[key];
  }
  return node;
}

export function fillTemplate(template: string, vars: Record<string, string>, quote = (s: string) => s): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? quote(vars[name]) : whole));
}

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

function pick(text: string, jsonPath: string | undefined): string {
  if (!jsonPath) return text.trim();
  const value = readJsonPath(JSON.parse(text), jsonPath);
  if (value === undefined || value === null)
    throw new Error(`OTP hook answer has nothing at ${jsonPath}: ${text.slice(0, 200)}`);
  return String(value);
}

/** Fetches the last one-time code sent to a phone, the way the user configured it. */
export async function fetchOtp(hook: OtpHook | undefined, baseUrl: string, phone: string): Promise<string> {
  if (!hook) throw new Error('no OTP hook configured (config.otp)');
  if (hook.url) {
    const url = fillTemplate(hook.url, { baseUrl: baseUrl.replace(/\/$/, ''), phone: encodeURIComponent(phone) });
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    const text = await res.text();
    if (!res.ok) throw new Error(`OTP hook ${url} answered ${res.status}: ${text.slice(0, 200)}`);
    return pick(text, hook.jsonPath);
  }
  const command = fillTemplate(hook.command ?? '', { baseUrl, phone }, shellQuote);
  const { stdout } = await run('sh', ['-c', command], { timeout: 10_000 });
  return pick(stdout, hook.jsonPath);
}
