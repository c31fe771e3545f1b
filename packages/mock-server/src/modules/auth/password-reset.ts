import type { AppContext } from '../../context.ts';
import { unauthorized } from '../../http/errors.ts';
import { hashPassword } from '../../store/passwords.ts';
import type { StoreData } from '../../store/types.ts';
import { maskPhone } from './otp.ts';
import type { ResetKind } from './reset-tokens.ts';
import { NO_CODE_MESSAGE, requireOtp, sendOtp } from './rules.ts';

/** Forget password: a reset code goes to the account's registered number. */
export function startReset(ctx: AppContext, kind: ResetKind, account: { id: number; phone: string }) {
  const { expiresInSeconds } = sendOtp(ctx, account.phone, `reset:${kind}:${account.id}`);
  return {
    message: 'Reset code sent',
    data: { sent_to: maskPhone(account.phone), expires_in_seconds: expiresInSeconds },
  };
}

/** The right code buys a 10-minute, single-use reset token. */
export function verifyReset(
  ctx: AppContext,
  kind: ResetKind,
  account: { id: number; phone: string } | undefined,
  code: string,
) {
  if (!account) throw unauthorized(NO_CODE_MESSAGE);
  requireOtp(ctx, account.phone, `reset:${kind}:${account.id}`, code);
  const { token, expiresInSeconds } = ctx.resets.issue(kind, account.id);
  return { message: 'Code verified', data: { reset_token: token, expires_in_seconds: expiresInSeconds } };
}

/** Sets the new password and signs the account out everywhere else. */
export async function finishReset(
  ctx: AppContext,
  kind: ResetKind,
  token: string,
  password: string,
  apply: (data: StoreData, userId: number, hash: string) => void,
) {
  const userId = ctx.resets.consume(token, kind);
  if (userId === null)
    throw unauthorized('The reset token has expired or was already used. Start again from Forgot password.');
  const hash = await hashPassword(password);
  const role = kind === 'clinic' ? 'clinic_owner' : 'doctor';
  await ctx.store.write((data) => {
    apply(data, userId, hash);
    for (const [key, s] of Object.entries(data.sessions)) {
      if (s.user.role === role && s.user.user_id === String(userId)) delete data.sessions[key];
    }
  });
  return { message: 'Password updated. Sign in with the new password.' };
}
