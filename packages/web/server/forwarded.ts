// Who the client is, as the portal itself sees it, and the X-Forwarded-* headers it sends the API.
// The visitor's own X-Forwarded-* are never passed on: they would let anyone claim another address
// (the API's rate limits key on it). Only what TRUST_PROXY trusts is read, exactly as Express does.
import type { ClientRequest, IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';

/** Express's `trust proxy fn`: whether the address `hop` proxies away may say who is behind it. */
export type TrustFn = (address: string | undefined, hop: number) => boolean;

/** What the portal uses of proxy-addr (the package has no types of its own). */
interface ProxyAddr {
  (req: IncomingMessage, trust: TrustFn): string | undefined;
  compile(entries: string[]): TrustFn;
}

// Express's own proxy-addr (not a second copy): the same parsing and matching as req.ip.
const proxyAddr = createRequire(createRequire(import.meta.url).resolve('express'))('proxy-addr') as ProxyAddr;

/** Whether a TRUST_PROXY list entry is an address, a subnet or a name proxy-addr knows. */
export function validTrustList(entries: string[]): boolean {
  try {
    proxyAddr.compile(entries);
    return true;
  } catch {
    return false;
  }
}

const first = (value: unknown) => String(value).split(',')[0].trim();

/**
 * The client's address, protocol and host as Express would give them (req.ip, req.protocol,
 * req.host) under `trust` (app.get('trust proxy fn')), for any request: an upgrade request never
 * goes through Express.
 */
export function portalView(
  req: IncomingMessage,
  trust: TrustFn,
): { ip: string | undefined; proto: string; host: string | undefined } {
  const socket = req.socket;
  const trustsPeer = trust(socket.remoteAddress, 0);
  const proto = 'encrypted' in socket && socket.encrypted ? 'https' : 'http';
  const forwardedHost = trustsPeer && req.headers['x-forwarded-host'];
  return {
    ip: proxyAddr(req, trust),
    proto: trustsPeer && req.headers['x-forwarded-proto'] ? first(req.headers['x-forwarded-proto']) : proto,
    host: forwardedHost ? first(forwardedHost) : req.headers.host,
  };
}

/** Headers a visitor may send that claim where a request came from; the portal sets its own. */
const CLAIMS = [
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-real-ip',
  'forwarded',
];

/** Replaces the visitor's claims on an outgoing proxied request with what the portal saw. */
export function setForwarded(proxyReq: ClientRequest, req: IncomingMessage, trust: TrustFn): void {
  const view = portalView(req, trust);
  for (const name of CLAIMS) proxyReq.removeHeader(name);
  if (view.ip) proxyReq.setHeader('x-forwarded-for', view.ip);
  proxyReq.setHeader('x-forwarded-proto', view.proto);
  if (view.host) proxyReq.setHeader('x-forwarded-host', view.host);
}
