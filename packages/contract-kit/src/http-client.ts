import { CookieJar, parseSetCookie, type SetCookie } from './cookie-jar.ts';

import { XSRF_COOKIE, XSRF_HEADER } from '@ehp/api-types';

export { XSRF_COOKIE, XSRF_HEADER };
export const SESSION_COOKIE = 'ehp_session';

export type Query = Record<string, string | number | boolean | (string | number)[]> | string;

export interface RequestSpec {
  method: string;
  path: string;
  /** An object (repeated keys for arrays) or a raw, already-encoded query string. */
  query?: Query;
  /** JSON-encoded unless it is a string, Buffer or FormData (sent as is). */
  body?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
  /** Send X-XSRF-TOKEN from the jar on mutating calls (default true); a string sends that value. */
  xsrf?: boolean | string;
}

export interface Exchange {
  request: { method: string; url: string; headers: Record<string, string>; body?: string };
  status: number;
  headers: Record<string, string>;
  setCookies: SetCookie[];
  contentType: string;
  text: string;
  bytes: number;
  json?: unknown;
  /** Set when no HTTP answer came (connection refused or reset, timeout). */
  networkError?: string;
  /** From sending the request to the whole body read. */
  durationMs: number;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function encodeQuery(query: Query | undefined): string {
  if (query === undefined) return '';
  if (typeof query === 'string') return query ? `?${query.replace(/^\?/, '')}` : '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

function preview(body: unknown): string | undefined {
  if (body === undefined) return undefined;
  if (typeof body === 'string') return body.length > 2000 ? `${body.slice(0, 2000)}… (${body.length} chars)` : body;
  if (Buffer.isBuffer(body)) return `<${body.length} bytes>`;
  if (body instanceof FormData) return `<multipart: ${[...body.keys()].join(', ')}>`;
  return preview(JSON.stringify(body));
}

/** A small fetch client with a cookie jar and the portal's XSRF double submit. */
export class HttpClient {
  readonly jar = new CookieJar();

  constructor(
    readonly baseUrl: string,
    private readonly timeoutMs = 15_000,
  ) {}

  async request(spec: RequestSpec): Promise<Exchange> {
    const method = spec.method.toUpperCase();
    const url = `${this.baseUrl.replace(/\/$/, '')}${spec.path}${encodeQuery(spec.query)}`;
    const headers: Record<string, string> = { accept: 'application/json, image/*;q=0.8, */*;q=0.5', ...spec.headers };
    const cookie = this.jar.header();
    if (cookie) headers.cookie = cookie;
    const xsrf = spec.xsrf ?? true;
    if (MUTATING.has(method) && xsrf !== false) {
      const token = typeof xsrf === 'string' ? xsrf : this.jar.get(XSRF_COOKIE);
      if (token !== undefined) headers[XSRF_HEADER] = token;
    }
    let body: string | Blob | FormData | undefined;
    if (spec.body !== undefined) {
      if (typeof spec.body === 'string' || spec.body instanceof FormData) body = spec.body;
      else if (Buffer.isBuffer(spec.body)) body = new Blob([new Uint8Array(spec.body)]);
      else body = JSON.stringify(spec.body);
      if (!(body instanceof FormData)) headers['content-type'] = spec.contentType ?? 'application/json';
    } else if (spec.contentType) headers['content-type'] = spec.contentType;
    const request = { method, url, headers, body: preview(spec.body) };
    const started = performance.now();
    const durationMs = () => Math.round(performance.now() - started);
    try {
      const res = await fetch(url, {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const buffer = Buffer.from(await res.arrayBuffer());
      const setCookies = res.headers.getSetCookie().map(parseSetCookie);
      this.jar.store(setCookies);
      const resHeaders: Record<string, string> = {};
      res.headers.forEach((value, key) => (resHeaders[key] = value));
      if (setCookies.length) resHeaders['set-cookie'] = setCookies.map((c) => c.raw).join('\n');
      const contentType = (res.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
      const text = contentType.startsWith('image/png') ? '' : buffer.toString('utf8');
      let json: unknown;
      if (contentType.includes('json') || (!contentType && text.trim().startsWith('{'))) {
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
      }
      return {
        request,
        status: res.status,
        headers: resHeaders,
        setCookies,
        contentType,
        text,
        bytes: buffer.length,
        json,
        durationMs: durationMs(),
      };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      return {
        request,
        status: 0,
        headers: {},
        setCookies: [],
        contentType: '',
        text: '',
        bytes: 0,
        networkError: cause ?? (error as Error).message,
        durationMs: durationMs(),
      };
    }
  }
}
