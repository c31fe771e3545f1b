import { isDeletion, type SetCookie } from './cookie-jar.ts';
import { checkErrorBody } from './exchange-checks.ts';
import { SESSION_COOKIE, XSRF_COOKIE, type Exchange } from './http-client.ts';
import type { Validate } from './schema-validator.ts';

// The cookie rules of the contract's security schemes: an HttpOnly, SameSite session cookie set at
// sign-in and cleared by logout, and a readable XSRF-TOKEN refreshed at sign-in and on every 403.

const find = (ex: Exchange, name: string): SetCookie | undefined => ex.setCookies.find((c) => c.name === name);

export function readableXsrfProblems(ex: Exchange, when: string): string[] {
  const xsrf = find(ex, XSRF_COOKIE);
  if (!xsrf) return [`${when}: no fresh ${XSRF_COOKIE} cookie was set`];
  if (xsrf.httpOnly) return [`${when}: ${XSRF_COOKIE} is HttpOnly, so the portal cannot read it`];
  if (isDeletion(xsrf)) return [`${when}: ${XSRF_COOKIE} was cleared instead of refreshed`];
  return [];
}

export function signInCookieProblems(ex: Exchange): string[] {
  const problems: string[] = [];
  const session = find(ex, SESSION_COOKIE);
  if (!session) problems.push(`sign-in set no ${SESSION_COOKIE} cookie`);
  else {
    if (!session.httpOnly) problems.push(`${SESSION_COOKIE} is not HttpOnly`);
    if (!/^(lax|strict)$/i.test(session.sameSite ?? ''))
      problems.push(`${SESSION_COOKIE} has SameSite=${session.sameSite ?? '(none)'}, expected Lax`);
    if (session.value.length < 16) problems.push(`${SESSION_COOKIE} value is too short to hold 128 bits`);
  }
  return [...problems, ...readableXsrfProblems(ex, 'sign-in')];
}

/**
 * Logout must take the signed-in cookie away: delete it, or replace it with a new (anonymous)
 * value. Whether the old value is dead on the server is checked separately by replaying it.
 */
export function signOutCookieProblems(ex: Exchange, signedInValue?: string): string[] {
  const session = find(ex, SESSION_COOKIE);
  if (!session) return [`logout set no ${SESSION_COOKIE} cookie, so the browser keeps the signed-in one`];
  if (isDeletion(session) || (signedInValue !== undefined && session.value !== signedInValue)) return [];
  return [`logout set ${SESSION_COOKIE} to the same signed-in value`];
}

/** A mutating call without (or with a wrong) X-XSRF-TOKEN: 403, `{ message }` and a fresh token. */
export function xsrfRefusalProblems(ex: Exchange, validate: Validate, variant: string): string[] {
  if (ex.networkError) return [`${variant}: no answer (${ex.networkError})`];
  if (ex.status !== 403) return [`${variant}: expected 403, got ${ex.status} (XSRF not enforced)`];
  const body = checkErrorBody(ex, validate).map((f) => `${variant}: ${f.message}`);
  return [...body, ...readableXsrfProblems(ex, `${variant} 403`)];
}
