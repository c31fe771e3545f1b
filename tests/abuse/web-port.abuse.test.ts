import { io } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { portalOrigins } from '../../scripts/portal-origins.mjs';
import { freePort, startMock, startPortal, type Service } from '../support/stack.mjs';
import { record } from './lib/record.ts';

// F14: `pnpm start` with another WEB_PORT left the mock's allowed origins at :5173, so every
// socket handshake from the portal got 403 and calls silently never rang. scripts/start.mjs now
// gives the mock the origins of the portal's port (scripts/portal-origins.mjs).

const started: Service[] = [];
afterAll(async () => {
  for (const service of started.reverse()) await service.stop();
});

/** A socket.io handshake to /notify through the portal, sent from `origin` as a browser would. */
function handshake(portalUrl: string, origin: string): Promise<'connected' | string> {
  const socket = io(portalUrl, {
    path: '/notify',
    transports: ['polling'],
    reconnection: false,
    extraHeaders: { origin },
  });
  return new Promise((resolve) => {
    socket.on('connect', () => resolve('connected'));
    socket.on('connect_error', (error) => resolve(error.message));
  }).finally(() => socket.close()) as Promise<string>;
}

describe('the portal on another WEB_PORT', () => {
  it("when the mock allows the origins start.mjs gives for the portal's port, then the socket handshake from that port succeeds", async () => {
    const webPort = await freePort();
    const mock = await startMock({ corsOrigins: portalOrigins(webPort) });
    started.push(mock);
    const portal = await startPortal({ mockUrl: mock.url, port: webPort });
    started.push(portal);
    const results = await Promise.all(portalOrigins(webPort).map((origin) => handshake(portal.url, origin)));
    expect(results).toEqual(['connected', 'connected']);
    // The origins :5173 alone (what the mock had before) refuse this port's pages.
    const before = await startMock({ corsOrigins: portalOrigins(5173) });
    started.push(before);
    const beforePortal = await startPortal({ mockUrl: before.url, port: await freePort() });
    started.push(beforePortal);
    expect(await handshake(beforePortal.url, portalOrigins(webPort)[0])).not.toBe('connected');
    record({ finding: 'F14 WEB_PORT breaks calls', attacks: 3, held: 3 });
  });
});
