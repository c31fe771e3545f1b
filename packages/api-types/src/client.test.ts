import { describe, expect, it } from 'vitest';
import { createApiClient, XSRF_HEADER } from './client.ts';

function fakeServer(opts: { tokenAfter403?: string } = {}) {
  const cookies: Record<string, string> = {};
  const seen: Array<{ method: string; url: string; xsrf: string | null }> = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const xsrf = request.headers.get(XSRF_HEADER);
    seen.push({ method: request.method, url: request.url, xsrf });
    if (request.method !== 'GET' && (!xsrf || xsrf !== cookies['XSRF-TOKEN'])) {
      if (opts.tokenAfter403) cookies['XSRF-TOKEN'] = opts.tokenAfter403;
      return Response.json({ message: 'XSRF token missing or invalid' }, { status: 403 });
    }
    return Response.json({ message: 'Done', data: { id: 1 } }, { status: 201 });
  };
  return { cookies, seen, fetch, getCookie: (n: string) => cookies[n] };
}

const demo = { name: 'Bilal Ahmed', phone_number: '03001234567', email: 'b@example.pk', demo_for: 0 as const };

describe('createApiClient', () => {
  it('when the XSRF cookie exists, then mutating calls carry it in X-XSRF-TOKEN and GETs do not', async () => {
    const s = fakeServer();
    s.cookies['XSRF-TOKEN'] = 'tok1';
    const api = createApiClient({ baseUrl: 'http://api.test', fetch: s.fetch, getCookie: s.getCookie });
    await api.GET('/api/medical-test-labs/get');
    const { response } = await api.POST('/api/demo_request/add', { body: demo });
    expect(response.status).toBe(201);
    expect(s.seen.map((r) => r.xsrf)).toEqual([null, 'tok1']);
  });

  it('when a first visitor has no cookie and the server answers 403 with a fresh one, then the call is retried once with it', async () => {
    const s = fakeServer({ tokenAfter403: 'fresh' });
    const api = createApiClient({ baseUrl: 'http://api.test', fetch: s.fetch, getCookie: s.getCookie });
    const { data, response } = await api.POST('/api/demo_request/add', { body: demo });
    expect(response.status).toBe(201);
    expect(data?.data.id).toBe(1);
    expect(s.seen.map((r) => r.xsrf)).toEqual([null, 'fresh']);
  });

  it('when the 403 brings no new token, then it is not retried and the error body is returned', async () => {
    const s = fakeServer();
    s.cookies['XSRF-TOKEN'] = 'same';
    const api = createApiClient({
      baseUrl: 'http://api.test',
      fetch: async (i, init) => {
        const r = new Request(i, init);
        s.seen.push({ method: r.method, url: r.url, xsrf: r.headers.get(XSRF_HEADER) });
        return Response.json({ message: 'Forbidden' }, { status: 403 });
      },
      getCookie: s.getCookie,
    });
    const { error } = await api.POST('/api/auth/logout');
    expect(error?.message).toBe('Forbidden');
    expect(s.seen).toHaveLength(1);
  });
});
