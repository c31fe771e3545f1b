import { createHmac, timingSafeEqual } from 'node:crypto';

// The link of the prescription_ready message: the appointment's page in the portal with a token
// the server signed for one appointment and one patient, for this purpose only (a join link's token
// does not pass here, nor this one there), valid for 30 days. It signs nobody in: the page asks the
// patient to sign in with a code when needed, and the advice is read with their session.

const VERSION = 'v1';
const SIG_CHARS = 22;
/** How long the link works after the advice was first saved. */
export const VISIT_LINK_DAYS = 30;

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

/** Whether a token is ours, for this appointment and patient, and unexpired at `now`. */
export function checkVisitToken(
  secret: Buffer,
  token: string,
  expected: { appointmentId: number; patientId: number },
  now: number,
): boolean {
  const parts = token.split('.');
  if (parts.length !== 5 || parts[0] !== VERSION) return false;
  const given = Buffer.from(parts[4]!);
  const wanted = Buffer.from(sign(secret, parts.slice(0, 4).join('.')));
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return false;
  return (
    Number(parts[1]) === expected.appointmentId &&
    Number(parts[2]) === expected.patientId &&
    now < parseInt(parts[3]!, 36)
  );
}

/** The appointment's page, opened at the doctor's advice. */
export const visitLink = (portalUrl: string, appointmentId: number, token: string): string =>
  `${portalUrl.replace(/\/+$/, '')}/appointment/payment/checkout/${appointmentId}?visit_token=${token}#after-visit`;
