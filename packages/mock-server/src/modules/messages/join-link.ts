import { appointmentPage, readLinkToken, signLinkToken, type LinkClaims, type LinkKind } from './signed-link.ts';

// The join link of a reminder or missed-call message: the appointment's page in the portal with a
// token the server signed (HMAC-SHA256 with the mock's secret) for one appointment and one patient,
// valid until the call window closes. It proves the link is ours and whom it was sent to; it signs
// nobody in (the page asks for a sign-in code when needed). Never logged (logger.ts redacts it).

const JOIN: LinkKind = { purpose: 'join-link', version: 'j1' };

/** Until the end of the call window. */
export type JoinClaims = LinkClaims;

/** 'j1.5012.1001.<expiry base 36>.<signature>' */
export const joinToken = (secret: Buffer, claims: JoinClaims): string => signLinkToken(JOIN, secret, claims);

export type JoinCheck =
  | { ok: true; claims: JoinClaims }
  | { ok: false; problem: 'invalid' | 'expired' | 'other_appointment' | 'other_patient' };

/** Whether a token is ours, for this appointment and patient, and unexpired at `now`. */
export function checkJoinToken(
  secret: Buffer,
  token: string,
  expected: { appointmentId: number; patientId: number },
  now: number,
): JoinCheck {
  const claims = readLinkToken(JOIN, secret, token);
  if (!claims) return { ok: false, problem: 'invalid' };
  if (claims.appointmentId !== expected.appointmentId) return { ok: false, problem: 'other_appointment' };
  if (claims.patientId !== expected.patientId) return { ok: false, problem: 'other_patient' };
  if (!(now < claims.expiresAt)) return { ok: false, problem: 'expired' };
  return { ok: true, claims };
}

/** The portal's page of the appointment, opened ready for the call. */
export const joinLink = (portalUrl: string, appointmentId: number, token: string): string =>
  appointmentPage(portalUrl, appointmentId, `join_token=${token}`);
