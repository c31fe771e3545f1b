import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readConfig } from '../../packages/web/server/config.ts';
import { distDir, startPortal, type Service } from '../support/stack.mjs';

// What the portal tells the API about the visitor (X-Forwarded-*): the address, protocol and host
// it saw itself, under its own TRUST_PROXY, never what the visitor wrote, for HTTP and WebSockets.
// The API here is a stand-in that answers with the headers it was sent.

const FORWARDED = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port', 'forwarded'];
const seen = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(FORWARDED.filter((name) => headers[name] !== undefined).map((name) => [name, headers[name]]));

let api: Server;
let apiUrl: string;

beforeAll(async () => {
  api = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(seen(req.headers)));
  });
  // An upgrade is answered with the headers as JSON in one header of the 101, then closed.
  api.on('upgrade', (req, socket) => {
    socket.end(
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
        `X-Seen: ${JSON.stringify(seen(req.headers))}\r\n\r\n`,
    );
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => api.close(resolve)));

const spoof = {
  'x-forwarded-for': '6.6.6.6, 7.7.7.7',
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-port': '443',
  forwarded: 'for=6.6.6.6',
};

async function overHttp(portal: Service) {
  const res = await fetch(`${portal.url}/api/who`, { headers: spoof });
  return res.json();
}

/** The headers the API saw on a WebSocket upgrade through the portal (raw, so nothing is added). */
function overUpgrade(portal: Service): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const socket = connect(portal.port, '127.0.0.1');
    let head = '';
    socket.on('data', (chunk) => {
      head += chunk.toString();
      const match = /^X-Seen: (.*)\r$/im.exec(head);
      if (match) {
        socket.destroy();
        resolve(JSON.parse(match[1]));
      }
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`the upgrade closed without the API's answer: ${head}`)));
    socket.write(
      [
        'GET /notify/?EIO=4&transport=websocket HTTP/1.1',
        `Host: 127.0.0.1:${portal.port}`,
        'Upgrade: websocket',
        'Connection: Upgrade',
        'Sec-WebSocket-Version: 13',
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
        ...Object.entries(spoof).map(([name, value]) => `${name}: ${value}`),
        '',
        '',
      ].join('\r\n'),
    );
  });
}

describe.each([
  ['no proxy is trusted (the default)', {}, '127.0.0.1', 'http', (port: number) => `127.0.0.1:${port}`],
  ['one proxy is trusted', { TRUST_PROXY: '1' }, '7.7.7.7', 'https', () => 'evil.example'],
  ['the loopback proxy is trusted by address', { TRUST_PROXY: 'loopback' }, '7.7.7.7', 'https', () => 'evil.example'],
  ['two proxies are trusted', { TRUST_PROXY: '2' }, '6.6.6.6', 'https', () => 'evil.example'],
])('forwarded headers when %s', (_name, env, ip, proto, host) => {
  let portal: Service;
  beforeAll(async () => {
    portal = await startPortal({ mockUrl: apiUrl, env });
  });
  afterAll(() => portal?.stop());

  test('when a visitor sends its own X-Forwarded-* to /api, then the API gets only what the portal resolved', async () => {
    expect(await overHttp(portal)).toEqual({
      'x-forwarded-for': ip,
      'x-forwarded-proto': proto,
      'x-forwarded-host': host(portal.port),
    });
  });

  test('when a visitor sends its own X-Forwarded-* with a WebSocket upgrade, then the API gets only what the portal resolved', async () => {
    expect(await overUpgrade(portal)).toEqual({
      'x-forwarded-for': ip,
      'x-forwarded-proto': proto,
      'x-forwarded-host': host(portal.port),
    });
  });
});

describe('TRUST_PROXY', () => {
  test.for([
    ['false', false],
    ['true', 1],
    ['3', 3],
    ['loopback, 10.0.0.0/8', ['loopback', '10.0.0.0/8']],
  ] as const)('when TRUST_PROXY is "%s", then it is read as %j', ([raw, value]) => {
    expect(readConfig({ DIST_DIR: distDir, TRUST_PROXY: raw }).trustProxy).toEqual(value);
  });

  test.for(['maybe', '10.0.0.0/99', 'loopback,,10.0.0.1'])(
    'when TRUST_PROXY is "%s", then the server refuses to start and says what it accepts',
    (raw) => {
      expect(() => readConfig({ DIST_DIR: distDir, TRUST_PROXY: raw })).toThrow(/TRUST_PROXY must be false, true/);
    },
  );
});
