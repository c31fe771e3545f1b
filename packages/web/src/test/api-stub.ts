import { vi } from 'vitest';

/** One recorded call to the stubbed API. */
export type StubbedCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Parsed JSON body, a FormData for multipart bodies, or undefined. */
  body: unknown;
  headers: Headers;
};

export type StubReply = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = StubReply | ((call: StubbedCall) => StubReply | Promise<StubReply>);

/**
 * Replaces global fetch so the real API client (src/lib/api.ts) runs end to end in tests.
 * Routes are keyed 'METHOD /path'. Unknown routes answer 404 { message: 'Not stubbed' }.
 * Call vi.unstubAllGlobals() (or rely on the returned restore) after the test.
 */
export function stubApi(routes: Record<string, Handler>) {
  const calls: StubbedCall[] = [];
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
    const handler = routes[`${request.method} ${url.pathname}`];
    const reply: StubReply = handler
      ? typeof handler === 'function'
        ? await handler(call)
        : handler
      : { status: 404, body: { message: 'Not stubbed' } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    calls,
    fetch: fetchStub,
    /** Calls made to one 'METHOD /path'. */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
    restore: () => vi.unstubAllGlobals(),
  };
}
