import type { ClockHook } from './config.ts';
import { fillTemplate } from './otp-hook.ts';

/** Moves the target's clock forward by whole minutes (config.clock: POST { minutes }). */
export async function advanceClock(
  hook: ClockHook,
  baseUrl: string,
  minutes: number,
  timeoutMs = 10_000,
): Promise<void> {
  const url = fillTemplate(hook.url, { baseUrl: baseUrl.replace(/\/$/, '') });
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ minutes }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!res.ok) throw new Error(`clock hook ${url} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
}
