// Stand-in for '@/lib/api' in component tests:
//   vi.mock('@/lib/api', () => import('@/test/api-mock'));
//   mockEndpoint('post', '/api/demo_request/add', (init) => ({ message: 'ok' }));
// A handler's return value is the response body; throwing (e.g. rejectWith({ message })) is an error response.

import {
  queryOptions as tanstackQueryOptions,
  useMutation as tanstackUseMutation,
  useQuery as tanstackUseQuery,
} from '@tanstack/react-query';

type Handler = (init: unknown) => unknown;
type Options = Record<string, unknown> | undefined;

const handlers = new Map<string, Handler>();
export const apiCalls: { method: string; path: string; init: unknown }[] = [];

export function mockEndpoint(method: string, path: string, handler: Handler): void {
  handlers.set(`${method} ${path}`, handler);
}

export function resetApiMock(): void {
  handlers.clear();
  apiCalls.length = 0;
}

/** What openapi-react-query throws for an error response: the parsed error body. */
export function rejectWith(body: unknown): never {
  throw body;
}

async function call(method: string, path: string, init: unknown): Promise<unknown> {
  apiCalls.push({ method, path, init });
  const handler = handlers.get(`${method} ${path}`);
  if (!handler) throw { message: `No mock for ${method} ${path}` };
  return handler(init);
}

const queryOptions = (method: string, path: string, init?: unknown, options?: Options) =>
  tanstackQueryOptions({
    queryKey: [method, path, init ?? {}],
    queryFn: () => call(method, path, init),
    ...(options ?? {}),
  });

export const $api = {
  queryOptions,
  useQuery: (method: string, path: string, init?: unknown, options?: Options) =>
    tanstackUseQuery(queryOptions(method, path, init, options)),
  useMutation: (method: string, path: string, options?: Options) =>
    tanstackUseMutation({ mutationFn: (init: unknown) => call(method, path, init), ...(options ?? {}) }),
};

export const api = {
  GET: (path: string, init?: unknown) => call('get', path, init).then((data) => ({ data, response: new Response() })),
  POST: (path: string, init?: unknown) => call('post', path, init).then((data) => ({ data, response: new Response() })),
};

export function unwrap<T>(result: { data?: T }): T {
  return result.data as T;
}

export const apiUrl = (path: string) => path;

export { errorMessage } from '@ehp/api-types';
