import type { AppContext } from '../../context.ts';
import { ApiError, tooMany, unauthorized, wrongCode, ErrorCode } from '../../http/errors.ts';
import type { SessionUser } from '../../store/types.ts';
import { limitedAttempt, type Gate } from './limited-attempt.ts';
import { accountKey } from './limits.ts';
import { normalizePhone, type OtpPurpose, type VerifyOutcome } from './otp.ts';

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
      return wrongCode(
        outcome.triesLeft > 0
          ? `Wrong code. ${outcome.triesLeft} ${outcome.triesLeft === 1 ? 'try' : 'tries'} left.`
          : 'Wrong code. No tries left: request a new code.',
        outcome.triesLeft,
      );
    case 'locked':
      return tooMany('Too many wrong codes. Request a new code.', outcome.retryAfterSeconds);
    case 'used':
      return unauthorized('This code was already used. Request a new code.', ErrorCode.code_used);
    case 'expired':
      return unauthorized('The code has expired (codes last 5 minutes). Request a new code.', ErrorCode.code_expired);
    case 'missing':
      return unauthorized(NO_CODE_MESSAGE, ErrorCode.no_code);
  }
}

const TOO_MANY_FROM_ADDRESS = (wait: number) =>
  tooMany(`Too many failed attempts from your network. Try again in ${minutes(wait / 1000)}.`, wait / 1000);

/** Wrong codes and passwords per client address, over all accounts: a success forgives none of them. */
const addressGate = (ctx: AppContext, address: string): Gate => ({
  limiter: ctx.limits.addressFailures,
  key: address,
  refuse: TOO_MANY_FROM_ADDRESS,
  onSuccess: 'keep',
});

/** Verifies a code or throws the matching 401 / 429; wrong codes count against the client's address. */
export async function requireOtp(
  ctx: AppContext,
  address: string,
  phone: string,
  purpose: OtpPurpose,
  code: string,
): Promise<void> {
  let failure: ApiError | null = null;
  await limitedAttempt(ctx.now(), [addressGate(ctx, address)], () => {
    failure = otpFailure(ctx.otp.verify(phone, purpose, code, address));
    return failure === null ? true : null;
  });
  if (failure) throw failure;
}

/**
 * Verifies a code (as requireOtp), then runs `use`: the write the code allows. When that fails
 * other than with a 4xx answer (the disk refused it), the code is given back, so the retry is not
 * told the code was used: a failed write spends nothing.
 */
export async function spendOtp<T>(
  ctx: AppContext,
  address: string,
  phone: string,
  purpose: OtpPurpose,
  code: string,
  use: () => Promise<T>,
): Promise<T> {
  await requireOtp(ctx, address, phone, purpose, code);
  try {
    return await use();
  } catch (error) {
    if (!(error instanceof ApiError)) ctx.otp.giveBack(phone, purpose, code);
    throw error;
  }
}

/** Sends a code or throws 429 with Retry-After: per number, per number from this address, and per address. */
export function sendOtp(
  ctx: AppContext,
  address: string,
  phone: string,
  purpose: OtpPurpose,
): { expiresInSeconds: number } {
  const now = ctx.now();
  const number = normalizePhone(phone);
  const fromAddress = ctx.limits.codesByAddress.retryAfterMs(address, now);
  if (fromAddress > 0) {
    throw tooMany(
      `Too many codes requested from your network. Try again in ${minutes(fromAddress / 1000)}.`,
      fromAddress / 1000,
    );
  }
  const pair = `${address}|${number}`;
  const toNumber = ctx.limits.codesByNumberAndAddress.retryAfterMs(pair, now);
  if (toNumber > 0) {
    throw tooMany(`Too many codes sent to this number. Try again in ${minutes(toNumber / 1000)}.`, toNumber / 1000);
  }
  const sent = ctx.otp.send(phone, purpose);
  if (!sent.ok) {
    throw tooMany(
      `Too many codes sent to this number. Try again in ${minutes(sent.retryAfterSeconds)}.`,
      sent.retryAfterSeconds,
    );
  }
  ctx.limits.codesByAddress.hit(address, now);
  ctx.limits.codesByNumberAndAddress.hit(pair, now);
  ctx.stats.count('otp_sent');
  // The code itself only goes to /__qa/otp, never to the log.
  ctx.logger.debug('sms code sent', { purpose: purpose.split(':')[0] });
  return { expiresInSeconds: sent.expiresInSeconds };
}

/** Doctors and facility owners can reset their password (a code to their own phone); staff cannot. */
const canReset = (account: string) => account.startsWith('doctor:') || account.startsWith('owner:');

/** The 429s of a locked account: whole sentences, with the way out the owner has. */
export function accountLockedMessage(account: string, scope: 'address' | 'account', waitSeconds: number): string {
  const who = scope === 'address' ? 'for this account from your network' : 'for this account';
  const way = canReset(account) ? ', or reset your password to sign in now' : '';
  return `Too many failed sign-in attempts ${who}. Try again in ${minutes(waitSeconds)}${way}.`;
}

/**
 * Password sign-in guard per account ("doctor:12345-P", "staff:name", "owner:e-mail"), counted
 * before the hash runs: 10 failures of one account from one address lock it for that address
 * only; 100 from everywhere lock it for everyone (no one address gets there: it adds at most 10)
 * until the window passes or a password reset clears it (AbuseLimits.clearAccount).
 */
export async function guardedSignIn<T>(
  ctx: AppContext,
  address: string,
  identifier: string,
  attempt: () => Promise<T | null>,
): Promise<T> {
  const account = accountKey(identifier);
  const refuse = (scope: 'address' | 'account') => (wait: number) =>
    tooMany(accountLockedMessage(account, scope, wait / 1000), wait / 1000);
  const result = await limitedAttempt(
    ctx.now(),
    [
      // The user's own typos at this address are forgiven by their success; the others' are not.
      {
        limiter: ctx.limits.signInFailuresByAddress,
        key: `${account}|${address}`,
        refuse: refuse('address'),
        onSuccess: 'forgive',
      },
      { limiter: ctx.limits.signInFailures, key: account, refuse: refuse('account'), onSuccess: 'keep' },
      addressGate(ctx, address),
    ],
    attempt,
  );
  if (result === null) {
    ctx.stats.count('sign_in_failed');
    throw unauthorized(
      WRONG_CREDENTIALS[account.split(':')[0]] ?? 'Wrong sign-in name or password',
      ErrorCode.wrong_credentials,
    );
  }
  return result;
}

export function sessionBody(message: string, user: SessionUser) {
  return { message, data: { verified: true, ...user } };
}
