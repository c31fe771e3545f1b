import { appointmentPage, readLinkToken, signLinkToken, type LinkClaims, type LinkKind } from './signed-link.ts';

// The link of the prescription_ready message: the appointment's page in the portal with a token
// the server signed for one appointment and one patient, for one purpose only: reading that visit's
// advice and prescription (openapi.yaml getVisitAdviceByLink), read-only, for VISIT_LINK_DAYS (30) days. A join link's
// token does not pass here, nor this one there. It signs nobody in. Never logged (logger.ts redacts
// it).

const VISIT: LinkKind = { purpose: 'visit-link', version: 'v1' };

export type VisitLinkClaims = LinkClaims;

/** 'v1.5012.1001.<expiry base 36>.<signature>' */
export const visitToken = (secret: Buffer, claims: VisitLinkClaims): string => signLinkToken(VISIT, secret, claims);

export type VisitCheck = { ok: true; claims: VisitLinkClaims } | { ok: false; problem: 'invalid' | 'expired' };

/**
 * What a token says, when it is ours and unexpired at `now`. Whether it names the appointment asked
 * for, and that appointment's patient, is the caller's to compare with `claims`.
 */
export function checkVisitToken(secret: Buffer, token: string, now: number): VisitCheck {
  const claims = readLinkToken(VISIT, secret, token);
  if (!claims) return { ok: false, problem: 'invalid' };
  if (!(now < claims.expiresAt)) return { ok: false, problem: 'expired' };
  return { ok: true, claims };
}

/** The appointment's page, opened at the doctor's advice. */
export const visitLink = (portalUrl: string, appointmentId: number, token: string): string =>
  `${appointmentPage(portalUrl, appointmentId, `visit_token=${token}`)}#after-visit`;
