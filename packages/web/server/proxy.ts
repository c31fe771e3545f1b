// /api, /notify (socket.io, WebSocket included) and /__gateway, proxied to the API over kept-alive
// connections. The API hears who the visitor is from the portal alone (forwarded.ts); the
// visitor's hop-by-hop headers stay with the visitor's own connection.
import http, { type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import { createProxyMiddleware, type RequestHandler } from 'http-proxy-middleware';
import { setForwarded, type TrustFn } from './forwarded.ts';

export const PROXIED = ['/api', '/notify', '/__gateway'];

/** Whether a request URL is the API's: one of the prefixes or below it (`/apiX` is not). */
export function isProxied(url: string | undefined): boolean {
  const path = (url ?? '').split('?', 1)[0];
  return PROXIED.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Headers that describe one connection, not the request (RFC 9110 §7.6.1). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade', 'proxy-authorization'];

function withoutHopByHop(proxyReq: ClientRequest, req: IncomingMessage) {
  const named = String(req.headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  for (const name of [...HOP_BY_HOP, ...named]) if (name !== 'transfer-encoding') proxyReq.removeHeader(name);
  // The portal's own connection to the API, kept for the next request whatever the visitor's is.
  proxyReq.setHeader('connection', 'keep-alive');
}

/** How long a WebSocket upgrade may wait for the API's answer; once upgraded it lives until closed. */
const HANDSHAKE_MS = 10_000;
/** How long a proxied HTTP request may wait for the API (socket.io's long polls answer within 25 s). */
const PROXY_TIMEOUT_MS = 60_000;

export interface ApiProxy {
  middleware: RequestHandler;
  upgrade(req: IncomingMessage, socket: Socket, head: Buffer): void;
  closeSockets(): void;
  /** The WebSockets proxied now. */
  readonly sockets: number;
}

/**
 * middleware: the proxy for HTTP requests. upgrade(req, socket, head): every WebSocket upgrade the
 * server gets; one not for the API (or while `closing()`) is answered 400 (503) and closed.
 * closeSockets(): closes every proxied WebSocket (shutdown; socket.io clients reconnect).
 */
export function createApiProxy({
  apiOrigin,
  trust,
  closing,
}: {
  apiOrigin: string;
  /** Express's `trust proxy fn`, read per request (TRUST_PROXY). */
  trust: () => TrustFn;
  /** Whether the server is stopping. */
  closing: () => boolean;
}): ApiProxy {
  const secure = apiOrigin.startsWith('https:');
  // Kept alive (http-proxy's default is a new connection per request, `Connection: close`). Idle
  // sockets are dropped before the API's own idle timeout (Node's default 5 s) would race a reuse.
  const agent = new (secure ? https : http).Agent({ keepAlive: true, timeout: 4_000 });
  /** The proxied WebSockets, each with its handshake's deadline until the API has answered. */
  const sockets = new Map<Socket, NodeJS.Timeout | undefined>();

  const proxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: apiOrigin,
    agent,
    changeOrigin: true,
    // Upgrades come through upgrade() below only (ws: true would subscribe the server's 'upgrade').
    ws: false,
    // Not xfwd (it appends to the visitor's own X-Forwarded-For): the address the portal saw.
    xfwd: false,
    proxyTimeout: PROXY_TIMEOUT_MS,
    pathFilter: (_path, req) => isProxied(req.url),
    on: {
      proxyReq(proxyReq, req) {
        withoutHopByHop(proxyReq, req);
        setForwarded(proxyReq, req, trust());
      },
      proxyReqWs(proxyReq, req, socket) {
        setForwarded(proxyReq, req, trust());
        proxyReq.on('upgrade', (_res, apiSocket: Socket) => {
          clearTimeout(sockets.get(socket));
          // Either side closing closes the other: nothing is left half open on either connection.
          socket.once('close', () => apiSocket.destroy());
          apiSocket.once('close', () => socket.destroy());
        });
      },
      proxyRes(proxyRes, req) {
        // The API's connection is the portal's; the visitor's keeps its own terms (closed when
        // the visitor asked, or once answered while the portal is shutting down).
        delete proxyRes.headers['keep-alive'];
        const visitorCloses = /\bclose\b/i.test(String(req.headers.connection ?? ''));
        proxyRes.headers.connection = visitorCloses || closing() ? 'close' : 'keep-alive';
      },
      error(_error, _req, res) {
        // A plain socket (a WebSocket upgrade) has no status line to send: just close it.
        if (!('setHeader' in res)) return void res.destroy();
        if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: 'The service is unavailable right now. Please try again.' }));
      },
    },
  });

  function refuse(socket: Socket, status: number, reason: string) {
    socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    socket.once('finish', () => socket.destroy());
  }

  function upgrade(req: IncomingMessage, socket: Socket, head: Buffer) {
    socket.on('error', () => socket.destroy());
    if (closing()) return refuse(socket, 503, 'Service Unavailable');
    if (!isProxied(req.url)) return refuse(socket, 400, 'Bad Request');
    sockets.set(socket, undefined);
    socket.once('close', () => {
      clearTimeout(sockets.get(socket));
      sockets.delete(socket);
    });
    // The visitor going away (FIN) ends the WebSocket: the server's sockets stay half open otherwise.
    socket.once('end', () => socket.destroy());
    sockets.set(
      socket,
      setTimeout(() => socket.destroy(), HANDSHAKE_MS),
    );
    proxy.upgrade(req, socket, head);
  }

  return {
    middleware: proxy,
    upgrade,
    closeSockets() {
      for (const socket of sockets.keys()) socket.destroy();
    },
    get sockets() {
      return sockets.size;
    },
  };
}
