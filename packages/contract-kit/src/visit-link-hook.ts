import type { MessagesHook } from './config.ts';
import { fillTemplate } from './otp-hook.ts';

/**
 * Reads the `visit_token` of the latest link to an appointment's advice that the patient's number
 * received (config.messages: GET url with {baseUrl} and {phone} filled in). The answer may be any
 * text (the mock's JSON outbox, an SMS sink's page): the token is the value of `visit_token=` in the
 * last link naming `/{appointmentId}?`.
 */
export async function fetchVisitToken(
  hook: MessagesHook,
  baseUrl: string,
  phone: string,
  appointmentId: number,
  timeoutMs = 10_000,
): Promise<string> {
  const url = fillTemplate(hook.url, { baseUrl: baseUrl.replace(/\/$/, ''), phone: encodeURIComponent(phone) });
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  const text = await res.text();
  if (!res.ok) throw new Error(`messages hook ${url} answered ${res.status}: ${text.slice(0, 200)}`);
  const token = visitTokenIn(text, appointmentId);
  if (!token) throw new Error(`messages hook ${url}: no link with a visit_token for appointment ${appointmentId}`);
  return token;
}

/** The last `visit_token` of a link to the appointment in `text`, decoded; undefined when none. */
export function visitTokenIn(text: string, appointmentId: number): string | undefined {
  const links = [...text.matchAll(/\/(\d+)\?(?:[^\s"'<>\\]*&)?visit_token=([^&#\s"'<>\\]+)/g)];
  const last = links.filter((m) => Number(m[1]) === appointmentId).at(-1)?.[2];
  if (last === undefined) return undefined;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
