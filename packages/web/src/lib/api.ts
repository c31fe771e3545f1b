import { createApiClient } from '@ehp/api-types';
import createQueryClient from 'openapi-react-query';
import { apiUrl, env } from '@/config/env';
import { errorText } from './errors/error-text';
import { retryServerErrors } from './http-status';
import { endSession } from './session-end';
import { sessionGuard } from './session-guard';

/**
 * While a page is rendered on the server (entry-server.tsx), requests go to this placeholder
 * origin through the fetch the render host installs (serverFetch): it knows the real API origin
 * and forwards the visitor's cookies. The browser build drops this branch (import.meta.env.SSR).
 */
export const SERVER_RENDER_ORIGIN = 'http://server-render.invalid';
let serverFetch: typeof fetch | null = null;
export function setServerFetch(fetchForRender: typeof fetch): void {
  serverFetch = fetchForRender;
}
const renderFetch: typeof fetch = (input, init) => {
  if (!serverFetch) return Promise.reject(new Error('no API during this render'));
  return serverFetch(input, init);
};

/**
 * THE API client: typed from openapi.yaml, sends cookies, carries the XSRF token. In the browser a
 * 401 to a signed-in page's request signs the person out here too and says so (session-guard.ts).
 */
export const api = import.meta.env.SSR
  ? createApiClient({ baseUrl: env.apiBaseUrl || SERVER_RENDER_ORIGIN, fetch: renderFetch })
  : createApiClient({ baseUrl: env.apiBaseUrl });
if (!import.meta.env.SSR) api.use(sessionGuard(endSession));

/** TanStack Query bindings; query keys come from the contract's paths. */
export const $api = createQueryClient(api);

export { apiUrl };

/**
 * What the portal shows for an error: its catalogue's text for the error's code, in the page's
 * language (lib/errors). The server's English message is never shown (issue 25).
 */
export const errorMessage = errorText;

/**
 * openapi-fetch resolves with { data, error } instead of throwing. Mutations and queries
 * written by hand use this to turn an error body into a thrown Error with the catalogue's text for its code.
 */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || !result.response.ok) {
    // httpStatusOf() reads the status back, so a 404 can say "not found" rather than a generic error;
    // the body keeps the code and numbers (tries_left, retry_after) the message is chosen by.
    const failure = { status: result.response.status, body: result.error };
    throw Object.assign(new Error(errorText(failure)), failure);
  }
  return result.data as T;
}

type Fetched<T> = { data?: T; error?: unknown; response: Response };

/**
 * A read keyed by the contract ($api.queryOptions gives the key from the path and its params) whose
 * queryFn goes through unwrap(), so an error keeps its HTTP status (a 404 can say "not found"), and
 * which retries server errors only.
 */
export function readKeepingStatus<Options extends object, T>(
  contractOptions: Options & { queryFn?: unknown },
  get: (signal: AbortSignal) => Promise<Fetched<T>>,
): Omit<Options, 'queryFn'> & {
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  retry: typeof retryServerErrors;
} {
  const { queryFn: _byTheContract, ...keyed } = contractOptions;
  return { ...keyed, queryFn: async ({ signal }) => unwrap(await get(signal)), retry: retryServerErrors };
}
