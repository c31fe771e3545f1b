import { notFound } from '../../http/errors.ts';
import { ok, type HandlerTable } from '../../http/handler.ts';
import { finishReset, startReset, verifyReset } from '../auth/password-reset.ts';
import { findOwnerByEmail } from './rules.ts';

export const clinicResetHandlers = {
  clinicForgetPassword: ({ body, ctx }) => {
    const account = findOwnerByEmail(ctx.store.data, body.email);
    if (!account) throw notFound('No facility account uses this e-mail');
    return ok(startReset(ctx, 'clinic', account.owner));
  },

  clinicForgetOtpVerify: ({ body, ctx }) => {
    const account = findOwnerByEmail(ctx.store.data, body.email);
    return ok(verifyReset(ctx, 'clinic', account?.owner, body.otp_code));
  },

  clinicResetPassword: async ({ body, ctx }) =>
    ok(
      await finishReset(ctx, 'clinic', body.reset_token, body.password, (data, id, hash) => {
        const owner = data.owners.find((o) => o.id === id);
        if (owner) owner.password_hash = hash;
      }),
    ),
} satisfies HandlerTable;
