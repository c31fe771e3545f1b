import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '../generated/schema.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** API origin, '' for the page's own origin. */
  baseUrl: string;
  /** Reads a cookie by name; defaults to document.cookie in a browser. */
  getCookie?: (name: string) => string | undefined;
  /** fetch to use (tests pass one that keeps a cookie jar). */
  fetch?: typeof globalThis.fetch;
}

export function readDocumentCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

export function isMutating(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

/** Copies the XSRF-TOKEN cookie into the X-XSRF-TOKEN header on every mutating request. */
export function xsrfMiddleware(getCookie: (name: string) => string | undefined): Middleware {
  return {
    onRequest({ request }) {
      const token = getCookie(XSRF_COOKIE);
      if (token && isMutating(request.method)) request.headers.set(XSRF_HEADER, token);
      return request;
    },
  };
}

/**
 * The server answers a mutating call that carries no (or a stale) XSRF token with 403 and a fresh
 * XSRF-TOKEN cookie. A first visitor has no cookie yet, so a 403 whose token is now different is
 * retried once with the new token.
 */
function retryOnFreshXsrf(baseFetch: typeof fetch, getCookie: (name: string) => string | undefined): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    if (!isMutating(request.method)) return baseFetch(request);
    const retry = request.clone();
    const response = await baseFetch(request);
    const fresh = getCookie(XSRF_COOKIE);
    if (response.status !== 403 || !fresh || fresh === request.headers.get(XSRF_HEADER)) return response;
    retry.headers.set(XSRF_HEADER, fresh);
    return baseFetch(retry);
  };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const getCookie = options.getCookie ?? readDocumentCookie;
  const baseFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    credentials: 'include',
    fetch: retryOnFreshXsrf(baseFetch, getCookie),
  });
  client.use(xsrfMiddleware(getCookie));
  return client;
}
