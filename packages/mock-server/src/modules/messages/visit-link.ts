import { createHmac, timingSafeEqual } from 'node:crypto';

// The link of the prescription_ready message: the appointment's page in the portal with a token
// the server signed for one appointment and one patient, for one purpose only: reading that visit's
// advice and prescription (openapi.yaml getVisitAdviceByLink), read-only, for VISIT_LINK_DAYS (30) days. A join link's
// token does not pass here, nor this one there. It signs nobody in. Never logged (logger.ts redacts
// it).

const VERSION = 'v1';
const SIG_CHARS = 22;

export interface VisitLinkClaims {
  appointmentId: number;
  patientId: number;
  expiresAt: number;
}

const sign = (secret: Buffer, body: string) =>
  createHmac('sha256', secret).update(`visit-link|${body}`).digest('base64url').slice(0, SIG_CHARS);

/** 'v1.5012.1001.<expiry base 36>.<signature>' */
export function visitToken(secret: Buffer, claims: VisitLinkClaims): string {
  const body = `${VERSION}.${claims.appointmentId}.${claims.patientId}.${claims.expiresAt.toString(36)}`;
  return `${body}.${sign(secret, body)}`;
}

export type VisitCheck = { ok: true; claims: VisitLinkClaims } | { ok: false; problem: 'invalid' | 'expired' };

/**
 * What a token says, when it is ours and unexpired at `now`. Whether it names the appointment asked
 * for, and that appointment's patient, is the caller's to compare with `claims`.
 */
export function checkVisitToken(secret: Buffer, token: string, now: number): VisitCheck {
  const parts = token.split('.');
  if (parts.length !== 5 || parts[0] !== VERSION) return { ok: false, problem: 'invalid' };
  const given = Buffer.from(parts[4]!);
  const wanted = Buffer.from(sign(secret, parts.slice(0, 4).join('.')));
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return { ok: false, problem: 'invalid' };
  const claims: VisitLinkClaims = {
    appointmentId: Number(parts[1]),
    patientId: Number(parts[2]),
    expiresAt: parseInt(parts[3]!, 36),
  };
  if (!(now < claims.expiresAt)) return { ok: false, problem: 'expired' };
  return { ok: true, claims };
}

/** The appointment's page, opened at the doctor's advice. */
export const visitLink = (portalUrl: string, appointmentId: number, token: string): string =>
  `${portalUrl.replace(/\/+$/, '')}/appointment/payment/checkout/${appointmentId}?visit_token=${token}#after-visit`;
