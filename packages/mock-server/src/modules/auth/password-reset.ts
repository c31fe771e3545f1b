import type { AppContext } from '../../context.ts';
import { unauthorized, ErrorCode } from '../../http/errors.ts';
import { hashPassword } from '../../store/passwords.ts';
import type { StoreData } from '../../store/types.ts';
import type { ResetKind } from './reset-tokens.ts';
import { otpFailure, requireOtp, sendOtp } from './rules.ts';

type Account = { id: number; phone: string };

// An unknown account gets a code too, to a number that does not exist: its answers (sent, wrong
// code with tries left, locked, expired) are then the same as a real account's, so forgot password
// cannot tell anyone which PMDC numbers or e-mails are registered. Nobody ever receives that code.
const nowhere = (kind: ResetKind, identifier: string) => `nowhere:${kind}:${identifier.toLowerCase()}`;
const target = (kind: ResetKind, identifier: string, account: Account | undefined) =>
  account
    ? { phone: account.phone, purpose: `reset:${kind}:${account.id}` as const }
    : { phone: nowhere(kind, identifier), purpose: `reset:${kind}:0` as const };

/** Forget password: a reset code goes to the account's registered number, if there is an account. */
export function startReset(
  ctx: AppContext,
  address: string,
  kind: ResetKind,
  identifier: string,
  account: Account | undefined,
) {
  const { phone, purpose } = target(kind, identifier, account);
  const { expiresInSeconds } = sendOtp(ctx, address, phone, purpose);
  return {
    message: 'If this account is registered, a reset code was sent to its mobile number.',
    data: { expires_in_seconds: expiresInSeconds },
  };
}

/** The right code buys a 10-minute, single-use reset token. */
export async function verifyReset(
  ctx: AppContext,
  address: string,
  kind: ResetKind,
  identifier: string,
  account: Account | undefined,
  code: string,
) {
  const { phone, purpose } = target(kind, identifier, account);
  await requireOtp(ctx, address, phone, purpose, code);
  // Only reachable through QA's view of the codes: there is no account to reset.
  if (!account) throw otpFailure({ result: 'wrong', triesLeft: 0 })!;
  const { token, expiresInSeconds } = ctx.resets.issue(kind, account.id);
  return { message: 'Code verified', data: { reset_token: token, expires_in_seconds: expiresInSeconds } };
}

/**
 * Sets the new password, signs the account out everywhere else and ends its sign-in locks: the
 * code went to the account's own phone, so whoever finished the reset is its owner. `apply`
 * answers the account's sign-in identifier ("doctor:12345-P", "owner:e-mail").
 */
export async function finishReset(
  ctx: AppContext,
  kind: ResetKind,
  token: string,
  password: string,
  apply: (data: StoreData, userId: number, hash: string) => string | undefined,
) {
  const taken = ctx.resets.take(token, kind);
  if (taken === null)
    throw unauthorized(
      'The reset token has expired or was already used. Start again from Forgot password.',
      ErrorCode.reset_token_invalid,
    );
  const role = kind === 'clinic' ? 'clinic_owner' : 'doctor';
  let identifier: string | undefined;
  try {
    const hash = await hashPassword(password);
    await ctx.store.write((data) => {
      identifier = apply(data, taken.userId, hash);
      for (const [key, s] of Object.entries(data.sessions)) {
        if (s.user.role === role && s.user.user_id === String(taken.userId)) delete data.sessions[key];
      }
    });
  } catch (error) {
    // Not saved: the token works again, so the retry is not sent back to Forgot password.
    taken.giveBack();
    throw error;
  }
  if (identifier !== undefined) ctx.limits.clearAccount(identifier);
  return { message: 'Password updated. Sign in with the new password.' };
}
