import { generalErrorCode, type components, type paths } from '@ehp/api-types';
import { vi } from 'vitest';

// The one stand-in for the API in component tests. It replaces global fetch, so the portal's real
// client (src/lib/api.ts: openapi-fetch, XSRF, openapi-react-query) runs end to end, and it is typed
// by the contract: a route is 'METHOD /path' of openapi.yaml and a reply is one of the statuses that
// operation declares, with that status's body. A route or a body the contract does not have fails
// to type-check, so the stand-in cannot drift from openapi.yaml.

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** 'POST /api/demo_request/add': every operation of openapi.yaml. */
export type Route = {
  [P in keyof paths]: {
    [M in Method]: paths[P][M] extends { responses: object } ? `${Uppercase<M>} ${P & string}` : never;
  }[Method];
}[keyof paths];

type OperationOf<R extends Route> = R extends `${infer M} ${infer P}`
  ? P extends keyof paths
    ? Lowercase<M> extends keyof paths[P]
      ? paths[P][Lowercase<M>]
      : never
    : never
  : never;
type Responses<R extends Route> = OperationOf<R> extends { responses: infer S } ? S : never;
type JsonOf<X> = X extends { content: { 'application/json': infer B } } ? B : never;

/** A body as JSON carries it: where the generated types have an enum, its plain values are accepted too. */
export type Json<T> = T extends string
  ? `${T}`
  : T extends readonly (infer I)[]
    ? Json<I>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;

/** Error bodies may leave out `code`: the stand-in adds the status's general one, as the server would. */
type CodeOptional<B> = B extends { message: string; code: infer C } ? Omit<B, 'code'> & { code?: C } : B;

type BodyOf<X> = [JsonOf<X>] extends [never] ? { body?: undefined } : { body: CodeOptional<Json<JsonOf<X>>> };

type ServerError = 500 | 502 | 503 | 504;

/**
 * One answer the contract allows for the route: a status it declares (200 by default) with that
 * status's body, or a server failure (5xx, which no contract lists and QA faults produce) with the
 * contract's error body.
 */
export type StubReply<R extends Route> =
  | {
      [S in Exclude<keyof Responses<R>, 'default'>]: (S extends 200 ? { status?: S } : { status: S }) &
        BodyOf<Responses<R>[S]> & { headers?: Record<string, string> };
    }[Exclude<keyof Responses<R>, 'default'>]
  | { status: ServerError; body: CodeOptional<Json<components['schemas']['Error']>>; headers?: Record<string, string> };

/** Stubbed error bodies that name no code get the status's general one, as the server would send. */
const withCode = (status: number, body: unknown): unknown =>
  status >= 400 && body && typeof body === 'object' && 'message' in body && !('code' in body)
    ? { ...body, code: generalErrorCode(status) }
    : body;

/** One recorded call to the stubbed API. */
export type StubbedCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Parsed JSON body, a FormData for multipart bodies, or undefined. */
  body: unknown;
  headers: Headers;
};

type Handler<R extends Route> = StubReply<R> | ((call: StubbedCall) => StubReply<R> | Promise<StubReply<R>>);
export type StubRoutes = { [R in Route]?: Handler<R> };
/** What every typed reply is, once the route no longer matters. */
type AnyReply = { status?: number; body?: unknown; headers?: Record<string, string> };
type AnyHandler = AnyReply | ((call: StubbedCall) => AnyReply | Promise<AnyReply>);

/** A typed reply, for fixtures declared apart from stubApi({ ... }). */
export const reply = <R extends Route>(_route: R, answer: StubReply<R>): StubReply<R> => answer;

/**
 * Replaces global fetch so the real API client runs end to end. Routes the test does not stub answer
 * 404 { message: 'Not stubbed' }. Undo with vi.unstubAllGlobals() (or the returned restore).
 */
export function stubApi(routes: StubRoutes) {
  const calls: StubbedCall[] = [];
  const handlers = new Map<string, AnyHandler | undefined>(Object.entries(routes));
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const contentType = request.headers.get('content-type') ?? '';
    let body: unknown;
    if (contentType.includes('application/json')) body = await request.json();
    else if (contentType.includes('multipart/form-data')) body = await request.formData();
    const call: StubbedCall = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body,
      headers: request.headers,
    };
    calls.push(call);
    const handler = handlers.get(`${request.method} ${url.pathname}`);
    const answer: AnyReply = handler
      ? typeof handler === 'function'
        ? await handler(call)
        : handler
      : { status: 404, body: { message: 'Not stubbed' } };
    const status = answer.status ?? 200;
    const sent = withCode(status, answer.body);
    return new Response(sent === undefined ? null : JSON.stringify(sent), {
      status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    calls,
    fetch: fetchStub,
    /** Calls made to one route. */
    callsTo: (route: Route) => calls.filter((c) => `${c.method} ${c.path}` === route),
    restore: () => vi.unstubAllGlobals(),
  };
}
