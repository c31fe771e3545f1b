import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import { clientAddress } from './client-address.ts';
import { expressTrust, parseTrustProxy, type TrustProxy } from './trust-proxy.ts';

const parse = (raw: string) => {
  const errors: string[] = [];
  return { value: parseTrustProxy(raw, errors), errors };
};

describe('TRUST_PROXY', () => {
  it.each([
    ['false', false],
    ['0', false],
    ['true', 1],
    ['1', 1],
    ['2', 2],
    ['loopback', ['loopback']],
    ['loopback, 10.0.0.0/8', ['loopback', '10.0.0.0/8']],
    ['127.0.0.1', ['127.0.0.1']],
  ] as const)('when it is "%s", then Express is given %j', (raw, value) => {
    expect(parse(raw)).toEqual({ value, errors: [] });
  });

  it.each(['everything', '10.0.0.0/99', 'loopback,,10.0.0.1', '99'])(
    'when it is "%s", then start-up stops with a message listing the accepted forms',
    (raw) => {
      const r = parseConfig([], { TRUST_PROXY: raw });
      expect(r.ok).toBe(false);
      if (!r.ok)
        expect(r.errors).toEqual([
          `TRUST_PROXY must be false, true (one proxy), the number of proxies in front (1-10), or a comma list of their addresses, subnets or names such as loopback,10.0.0.0/8 (got "${raw}")`,
        ]);
    },
  );

  it('when the setting is true (as tests pass it), then Express gets one hop, never "trust every hop"', () => {
    expect(expressTrust(true)).toBe(1);
    expect(expressTrust(false)).toBe(false);
    expect(expressTrust(['loopback'])).toEqual(['loopback']);
  });
});

/** An Express app that answers the client address the rate limits would use, under `trust`. */
async function addressServer(trust: TrustProxy) {
  const app = express();
  app.set('trust proxy', expressTrust(trust));
  app.get('/', (req, res) => void res.send(clientAddress(req)));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const ask = (from: string, forwardedFor?: string) =>
    new Promise<string>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          localAddress: from,
          headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
          agent: false,
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve(body));
        },
      );
      req.on('error', reject);
      req.end();
    });
  return { ask, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('the client address under each setting', () => {
  const servers: Array<{ close: () => Promise<unknown> }> = [];
  let none: Awaited<ReturnType<typeof addressServer>>;
  let loopback: Awaited<ReturnType<typeof addressServer>>;
  let portalOnly: Awaited<ReturnType<typeof addressServer>>;
  let oneHop: Awaited<ReturnType<typeof addressServer>>;
  beforeAll(async () => {
    servers.push((none = await addressServer(false)));
    servers.push((loopback = await addressServer(['loopback'])));
    servers.push((portalOnly = await addressServer(['127.0.0.1'])));
    servers.push((oneHop = await addressServer(true)));
  });
  afterAll(() => Promise.all(servers.map((s) => s.close())));

  it('when no proxy is trusted, then X-Forwarded-For is ignored and the socket is the client', async () => {
    expect(await none.ask('127.0.0.2', '10.0.0.1')).toBe('127.0.0.2');
  });

  it('when loopback is trusted and the portal (a loopback hop) names its visitor, then that visitor is the client', async () => {
    expect(await loopback.ask('127.0.0.1', '127.0.0.5')).toBe('127.0.0.5');
    expect(await loopback.ask('127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
  });

  it('when loopback is trusted and the header is "spoof, 127.0.0.9", then the right-most untrusted entry is the client: "spoof" (127.0.0.9 is loopback, so trusted)', async () => {
    expect(await loopback.ask('127.0.0.1', 'spoof, 127.0.0.9')).toBe('spoof');
  });

  it('when only the portal 127.0.0.1 is trusted and the header is "spoof, 127.0.0.9", then the client is 127.0.0.9', async () => {
    expect(await portalOnly.ask('127.0.0.1', 'spoof, 127.0.0.9')).toBe('127.0.0.9');
  });

  it('when only the portal is trusted, then anyone else claiming an address is keyed by their own socket', async () => {
    expect(await portalOnly.ask('127.0.0.3', '10.0.0.1')).toBe('127.0.0.3');
  });

  it('when one hop is trusted and a client prepends made-up addresses, then only the right-most entry counts', async () => {
    expect(await oneHop.ask('127.0.0.1', '1.1.1.1, 2.2.2.2, 10.0.0.7')).toBe('10.0.0.7');
  });
});
