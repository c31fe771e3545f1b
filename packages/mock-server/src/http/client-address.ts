import type { Request } from 'express';

/**
 * The client's address: Express's req.ip under TRUST_PROXY (http/trust-proxy.ts), the right-most
 * X-Forwarded-For entry that no trusted proxy vouches for; without TRUST_PROXY the socket's peer.
 * The limits against guessing and flooding key on it.
 */
export const clientAddress = (req: Pick<Request, 'ip' | 'socket'>): string =>
  req.ip ?? req.socket?.remoteAddress ?? 'unknown';
