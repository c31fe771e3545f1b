import { Agent, request, type IncomingHttpHeaders } from 'node:http';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of many operations
  body: any;
}

/**
 * A browser-like client whose connections leave from `localAddress` (127.0.0.x: Linux routes all
 * of 127.0.0.0/8 to the loopback interface), so the server's socket sees a client of its own, not
 * a claimed X-Forwarded-For. Keeps its cookies and sends the XSRF token back on writes.
 */
export function clientFrom(baseUrl: string, localAddress: string) {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, localAddress, maxSockets: 8 });
  const cookies = new Map<string, string>();

  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const jar = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path,
          method,
          agent,
          headers: {
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
            ...(jar ? { cookie: jar } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            for (const line of res.headers['set-cookie'] ?? []) {
              const pair = line.split(';')[0];
              cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
            }
            const text = Buffer.concat(chunks).toString();
            let parsed: unknown = text;
            try {
              parsed = JSON.parse(text);
            } catch {
              // not JSON: kept as text
            }
            resolve({ status: res.statusCode!, headers: res.headers, body: parsed });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });

  /** A write with the XSRF header (a first GET fetches the cookie, as the portal's client does). */
  async function send(method: 'POST' | 'PUT', path: string, body: unknown, headers: Record<string, string> = {}) {
    if (!cookies.has('XSRF-TOKEN')) await call('GET', '/api/admin/subscription/basic_pkg');
    const xsrf = decodeURIComponent(cookies.get('XSRF-TOKEN') ?? '');
    return call(method, path, body, { 'x-xsrf-token': xsrf, ...headers });
  }

  return {
    address: localAddress,
    get: (path: string) => call('GET', path),
    post: (path: string, body: unknown, headers?: Record<string, string>) => send('POST', path, body, headers),
    close: () => agent.destroy(),
  };
}

export type AddressedClient = ReturnType<typeof clientFrom>;
