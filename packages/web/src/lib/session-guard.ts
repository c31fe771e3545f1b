import type { paths } from '@ehp/api-types';
import type { Middleware } from 'openapi-fetch';
import { HTTP_UNAUTHORIZED } from '@/lib/http-status';
import { isSignedIn, isSigningOut, readSession, type SignedInSession } from '@/lib/session';

/**
 * Operations whose 401 means the credentials, code or link just given were wrong, not that a
 * session ended: a sign-in page's wrong password must never sign anyone out.
 */
const CREDENTIAL_CHECKS: ReadonlySet<string> = new Set<keyof paths>([
  '/api/auth/send-verification-code',
  '/api/auth/verify-otp-code-patient',
  '/api/auth/logout',
  '/api/clinic/check_clinic_branches',
  '/api/clinic/clinic_login',
  '/api/clinic/verify_signup_otp',
  '/api/clinic/clinic_forget_password',
  '/api/clinic/clinic_forget_otp_verify',
  '/api/clinic/clinic_reset_password',
  '/api/doctor/dr_login',
  '/api/doctor/dr_forget_password',
  '/api/doctor/dr_forget_otp_verify',
  '/api/doctor/dr_reset_password',
  '/api/doctor/verify_dr_signup_otp',
  '/api/doctor/ckeck_password_exists',
  '/api/staff/staff_login',
  // The prescription link's token, not the session: a wrong or expired link signs nobody out.
  '/api/appointments/visit-advice',
]);

const LOGOUT: keyof paths = '/api/auth/logout';

const whoIs = (session: SignedInSession) => `${session.role}:${session.user_id}`;

/**
 * openapi-fetch middleware of the one API client: a 401 to a request made while this page believed
 * someone was signed in (and still believes it is the same person) means the server's session has
 * gone; `onSessionGone` signs out locally (issue 21, F13). While a sign-out is on its way it sends
 * nothing else.
 */
export function sessionGuard(onSessionGone: () => void): Middleware {
  // Who was signed in when each request left, by openapi-fetch's request id.
  const signedInAs = new Map<string, string>();
  return {
    onRequest({ id, schemaPath }) {
      // Signing out: a read that starts now would only come back 401 (lib/session.ts, beginSignOut).
      if (isSigningOut() && schemaPath !== LOGOUT) throw new DOMException('Signing out.', 'AbortError');
      const session = readSession();
      if (isSignedIn(session) && !CREDENTIAL_CHECKS.has(schemaPath)) signedInAs.set(id, whoIs(session));
    },
    onResponse({ id, response }) {
      const who = signedInAs.get(id);
      signedInAs.delete(id);
      if (who === undefined || response.status !== HTTP_UNAUTHORIZED) return;
      const now = readSession();
      // Signed out, or someone else signed in meanwhile (another tab): this 401 is about a session that was.
      if (isSignedIn(now) && whoIs(now) === who) onSessionGone();
    },
    onError({ id }) {
      signedInAs.delete(id);
    },
  };
}
