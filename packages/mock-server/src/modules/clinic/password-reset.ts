import { ok, type HandlerTable } from '../../http/handler.ts';
import { clientAddress } from '../../http/client-address.ts';
import { finishReset, startReset, verifyReset } from '../auth/password-reset.ts';
import { findOwnerByEmail } from './rules.ts';

export const clinicResetHandlers = {
  clinicForgetPassword: ({ body, ctx, req }) => {
    const account = findOwnerByEmail(ctx.store.data, body.email);
    return ok(startReset(ctx, clientAddress(req), 'clinic', body.email, account?.owner));
  },

  clinicForgetOtpVerify: async ({ body, ctx, req }) => {
    const account = findOwnerByEmail(ctx.store.data, body.email);
    return ok(await verifyReset(ctx, clientAddress(req), 'clinic', body.email, account?.owner, body.otp_code));
  },

  clinicResetPassword: async ({ body, ctx }) =>
    ok(
      await finishReset(ctx, 'clinic', body.reset_token, body.password, (data, id, hash) => {
        const owner = data.owners.find((o) => o.id === id);
        if (!owner) return undefined;
        owner.password_hash = hash;
        return `owner:${owner.email}`;
      }),
    ),
} satisfies HandlerTable;
