import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';

// fetch's shape over node:http(s), for what the global fetch cannot do without an extra package: trust
// the test's own CA and leave from a chosen loopback address (127.0.0.2, 127.0.0.3, ...), so each
// visitor is a client of its own to nginx. No Accept-Encoding is added: bodies arrive as sent.

export type Transport = { ca?: Buffer; localAddress?: string };

function toResponse(res: IncomingMessage, body: Buffer, method: string): Response {
  const headers = new Headers();
  for (let i = 0; i < res.rawHeaders.length; i += 2) headers.append(res.rawHeaders[i], res.rawHeaders[i + 1]);
  const status = res.statusCode ?? 0;
  const empty = method === 'HEAD' || [101, 204, 205, 304].includes(status);
  return new Response(empty ? null : new Uint8Array(body), { status, statusText: res.statusMessage, headers });
}

export function fetchVia({ ca, localAddress }: Transport) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body =
      request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => (headers[name] = value));
    if (body) headers['content-length'] = String(body.length);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const req = send(url, { method: request.method, headers, ca, localAddress, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(toResponse(res, Buffer.concat(chunks), request.method)));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
  };
}
