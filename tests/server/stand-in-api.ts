// A stand-in for the API behind the portal: it answers every request with what it was sent (path,
// headers, and which connection it came on), and every WebSocket upgrade with the same in a header
// of its 101, so a test sees exactly what the portal passed on.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

export type Seen = { url: string; headers: IncomingHttpHeaders; connection: number };

export async function startStandInApi() {
  const seen: Seen[] = [];
  const connections = new WeakMap<Socket, number>();
  let opened = 0;
  const server = createServer((req, res) => {
    const record = { url: req.url ?? '', headers: req.headers, connection: connections.get(req.socket) ?? -1 };
    seen.push(record);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(record));
  });
  server.on('connection', (socket) => connections.set(socket, ++opened));
  // An upgrade is answered 101 with what was seen, and held open like a WebSocket until either side closes.
  const upgraded = new Set<Socket>();
  server.on('upgrade', (req, socket) => {
    const record = { url: req.url ?? '', headers: req.headers, connection: -1 };
    seen.push(record);
    upgraded.add(socket as Socket);
    socket.on('error', () => socket.destroy());
    socket.once('end', () => socket.destroy());
    socket.once('close', () => upgraded.delete(socket as Socket));
    socket.write(
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
        `X-Seen: ${JSON.stringify(record)}\r\n\r\n`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    /** How many connections the API has been sent so far. */
    get connections() {
      return opened;
    },
    /** WebSockets open at the API now. */
    get webSockets() {
      return upgraded.size;
    },
    close: () => {
      for (const socket of upgraded) socket.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Sends a raw WebSocket upgrade for `path` to `port` with `headers`, and resolves with the status
 * line and headers of the answer once it has come and the connection has closed (or, with
 * `keepOpen`, as soon as the head has come; the socket is returned to close).
 */
export function rawUpgrade(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  { keepOpen = false } = {},
): Promise<{ head: string; socket: Socket; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let head = '';
    socket.on('data', (chunk) => {
      head += chunk.toString();
      if (keepOpen && head.includes('\r\n\r\n')) resolve({ head, socket, closed: false });
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ head, socket, closed: true }));
    socket.write(
      [
        `GET ${path} HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        'Upgrade: websocket',
        'Connection: Upgrade',
        'Sec-WebSocket-Version: 13',
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        '',
        '',
      ].join('\r\n'),
    );
  });
}
