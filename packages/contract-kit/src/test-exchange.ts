import { parseSetCookie } from './cookie-jar.ts';
import type { Exchange } from './http-client.ts';

/** A recorded exchange for unit tests of the checks. */
export function fakeExchange(
  status: number,
  body: unknown,
  extra: Partial<Exchange> & { cookies?: string[] } = {},
): Exchange {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const { cookies = [], ...rest } = extra;
  return {
    request: { method: 'GET', url: 'http://x/', headers: {} },
    status,
    headers: {},
    setCookies: cookies.map(parseSetCookie),
    contentType: 'application/json',
    text,
    bytes: text.length,
    durationMs: 1,
    json: typeof body === 'string' ? undefined : body,
    ...rest,
  };
}
