import { createHmac, timingSafeEqual } from 'node:crypto';

// The one token format of the links in messages (join-link.ts, visit-link.ts): one appointment, one
// patient, an expiry, HMAC-SHA256 with the mock's secret over the link's purpose and those claims,
// so a token made for one purpose never passes as another's.

/** 128 bits of the HMAC, base64url. */
const SIG_CHARS = 22;

export interface LinkClaims {
  appointmentId: number;
  patientId: number;
  /** Epoch ms after which the link no longer works. */
  expiresAt: number;
}

/** What a link is for and its token's version prefix: `{ purpose: 'join-link', version: 'j1' }`. */
export type LinkKind = { purpose: string; version: string };

const sign = (kind: LinkKind, secret: Buffer, body: string) =>
  createHmac('sha256', secret).update(`${kind.purpose}|${body}`).digest('base64url').slice(0, SIG_CHARS);

/** '<version>.5012.1001.<expiry base 36>.<signature>' */
export function signLinkToken(kind: LinkKind, secret: Buffer, claims: LinkClaims): string {
  const body = `${kind.version}.${claims.appointmentId}.${claims.patientId}.${claims.expiresAt.toString(36)}`;
  return `${body}.${sign(kind, secret, body)}`;
}

/** The claims of a token signed for this kind of link, or null when it is not one (altered, cut, another kind's). */
export function readLinkToken(kind: LinkKind, secret: Buffer, token: string): LinkClaims | null {
  const parts = token.split('.');
  if (parts.length !== 5 || parts[0] !== kind.version) return null;
  const given = Buffer.from(parts[4]!);
  const wanted = Buffer.from(sign(kind, secret, parts.slice(0, 4).join('.')));
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;
  return { appointmentId: Number(parts[1]), patientId: Number(parts[2]), expiresAt: parseInt(parts[3]!, 36) };
}

/** The portal's page of an appointment, with a link's query. */
export const appointmentPage = (portalUrl: string, appointmentId: number, query: string): string =>
  `${portalUrl.replace(/\/+$/, '')}/appointment/payment/checkout/${appointmentId}?${query}`;
