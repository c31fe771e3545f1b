import { createHmac, timingSafeEqual } from 'node:crypto';

// The join link of a reminder or missed-call message: the appointment's page in the portal with a
// token the server signed (HMAC-SHA256 with the mock's secret) for one appointment and one patient,
// valid until the call window closes. It proves the link is ours and whom it was sent to; it signs
// nobody in (the page asks for a sign-in code when needed). Never logged (logger.ts redacts it).

const VERSION = 'j1';
/** 128 bits of the HMAC, base64url. */
const SIG_CHARS = 22;

export interface JoinClaims {
  appointmentId: number;
  patientId: number;
  /** Epoch ms after which the link no longer works: the end of the call window. */
  expiresAt: number;
}

const sign = (secret: Buffer, body: string) =>
  createHmac('sha256', secret).update(`join-link|${body}`).digest('base64url').slice(0, SIG_CHARS);

/** 'j1.5012.1001.<expiry base 36>.<signature>' */
export function joinToken(secret: Buffer, claims: JoinClaims): string {
  const body = `${VERSION}.${claims.appointmentId}.${claims.patientId}.${claims.expiresAt.toString(36)}`;
  return `${body}.${sign(secret, body)}`;
}

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
  const parts = token.split('.');
  if (parts.length !== 5 || parts[0] !== VERSION) return { ok: false, problem: 'invalid' };
  const body = parts.slice(0, 4).join('.');
  const given = Buffer.from(parts[4]!);
  const wanted = Buffer.from(sign(secret, body));
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return { ok: false, problem: 'invalid' };
  const claims: JoinClaims = {
    appointmentId: Number(parts[1]),
    patientId: Number(parts[2]),
    expiresAt: parseInt(parts[3]!, 36),
  };
  if (claims.appointmentId !== expected.appointmentId) return { ok: false, problem: 'other_appointment' };
  if (claims.patientId !== expected.patientId) return { ok: false, problem: 'other_patient' };
  if (!(now < claims.expiresAt)) return { ok: false, problem: 'expired' };
  return { ok: true, claims };
}

/** The portal's page of the appointment, opened ready for the call. */
export const joinLink = (portalUrl: string, appointmentId: number, token: string): string =>
  `${portalUrl.replace(/\/+$/, '')}/appointment/payment/checkout/${appointmentId}?join_token=${token}`;
