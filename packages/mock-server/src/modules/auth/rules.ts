import type { AppContext } from '../../context.ts';
import { tooMany, unauthorized, type ApiError } from '../../http/errors.ts';
import type { SessionUser } from '../../store/types.ts';
import type { OtpPurpose, VerifyOutcome } from './otp.ts';

export const SIGN_IN_FAILURE_LIMIT = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

export const minutes = (seconds: number) => {
  const n = Math.max(1, Math.ceil(seconds / 60));
  return `${n} ${n === 1 ? 'minute' : 'minutes'}`;
};

/** Names the fields without saying which one was wrong (no account discovery). */
const WRONG_CREDENTIALS: Record<string, string> = {
  doctor: 'Wrong PMDC number or password',
  staff: 'Wrong username or password',
  owner: 'Wrong e-mail or password',
};

export const NO_CODE_MESSAGE = 'No code has been requested for this account. Request a code first.';

/** The error for a code that did not verify, or null when it did. */
export function otpFailure(outcome: VerifyOutcome): ApiError | null {
  switch (outcome.result) {
    case 'ok':
      return null;
    case 'wrong':
      return unauthorized(
        outcome.triesLeft > 0
          ? `Wrong code. ${outcome.triesLeft} ${outcome.triesLeft === 1 ? 'try' : 'tries'} left.`
          : 'Wrong code. No tries left: request a new code.',
      );
    case 'locked':
      return tooMany('Too many wrong codes. Request a new code.', outcome.retryAfterSeconds);
    case 'used':
      return unauthorized('This code was already used. Request a new code.');
    case 'expired':
      return unauthorized('The code has expired (codes last 5 minutes). Request a new code.');
    case 'missing':
      return unauthorized(NO_CODE_MESSAGE);
  }
}

/** Verifies a code or throws the matching 401 / 429. */
export function requireOtp(ctx: AppContext, phone: string, purpose: OtpPurpose, code: string): void {
  const failure = otpFailure(ctx.otp.verify(phone, purpose, code));
  if (failure) throw failure;
}

/** Sends a code or throws 429 with Retry-After. */
export function sendOtp(ctx: AppContext, phone: string, purpose: OtpPurpose): { expiresInSeconds: number } {
  const sent = ctx.otp.send(phone, purpose);
  if (!sent.ok) {
    throw tooMany(
      `Too many codes sent to this number. Try again in ${minutes(sent.retryAfterSeconds)}.`,
      sent.retryAfterSeconds,
    );
  }
  ctx.stats.count('otp_sent');
  // The code itself only goes to /__qa/otp, never to the log.
  ctx.logger.debug('sms code sent', { purpose: purpose.split(':')[0] });
  return { expiresInSeconds: sent.expiresInSeconds };
}

/**
 * Password sign-in guard per identifier ("doctor:12345-P", "staff:name", "owner:e-mail"): 10 failures in 15 minutes lock the identifier (429),
 * whatever the password. A success clears the count.
 */
export async function guardedSignIn<T>(
  ctx: AppContext,
  identifier: string,
  attempt: () => Promise<T | null>,
): Promise<T> {
  const key = identifier.toLowerCase();
  const wait = ctx.signInFailures.retryAfterMs(key, ctx.now());
  if (wait > 0) {
    throw tooMany(`Too many failed sign-in attempts. Try again in ${minutes(wait / 1000)}.`, wait / 1000);
  }
  const result = await attempt();
  if (result === null) {
    ctx.signInFailures.hit(key, ctx.now());
    ctx.stats.count('sign_in_failed');
    throw unauthorized(WRONG_CREDENTIALS[identifier.split(':')[0]] ?? 'Wrong sign-in name or password');
  }
  ctx.signInFailures.forget(key);
  return result;
}

export function sessionBody(message: string, user: SessionUser) {
  return { message, data: { verified: true, ...user } };
}
