import { createApiClient, type ApiClient } from '@ehp/api-types';
import { CookieJar, parseSetCookie, type SetCookie } from '@ehp/contract-kit/src/cookie-jar.ts';
import { fetchVia, type Transport } from './https-client.ts';

// One visitor of the portal from its own address, with its own cookies: pages through `get`, the
// API through the portal's own typed client (XSRF double submit included), both over `transport`.

export class Visitor {
  readonly jar = new CookieJar();
  readonly api: ApiClient;
  /** The last Set-Cookie of each name, attributes and all (Secure, HttpOnly). */
  readonly setCookies = new Map<string, SetCookie>();
  /** The loopback address this visitor's connections leave from (the default when unset). */
  readonly address: string | undefined;
  private readonly send: ReturnType<typeof fetchVia>;

  constructor(
    readonly baseUrl: string,
    transport: Transport = {},
  ) {
    this.address = transport.localAddress;
    this.send = fetchVia(transport);
    this.api = createApiClient({
      baseUrl,
      getCookie: (name) => {
        const value = this.jar.get(name);
        return value === undefined ? undefined : decodeURIComponent(value);
      },
      fetch: (input, init) => this.fetch(new Request(input, init)),
    });
  }

  /** A request with this visitor's cookies; the cookies it is sent are kept. */
  async fetch(request: Request): Promise<Response> {
    const cookie = this.jar.header();
    if (cookie) request.headers.set('cookie', cookie);
    const res = await this.send(request);
    const cookies = res.headers.getSetCookie().map(parseSetCookie);
    this.jar.store(cookies);
    for (const c of cookies) this.setCookies.set(c.name, c);
    return res;
  }

  /** A page (or any GET) of the portal. */
  get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.fetch(new Request(new URL(path, this.baseUrl), { headers }));
  }

  cookieHeader(): string {
    return this.jar.header() ?? '';
  }
}
