import { Role } from '@ehp/api-types';
import { ok, type HandlerTable } from '../../http/handler.ts';
import { signIn, signOut } from '../../http/session.ts';
import { clientAddress } from './limits.ts';
import { normalizePhone } from './otp.ts';
import { requireOtp, sendOtp, sessionBody } from './rules.ts';

export const authHandlers = {
  sendVerificationCode: ({ body, ctx, req }) => {
    const { expiresInSeconds } = sendOtp(ctx, clientAddress(req), body.phone_number, body.purpose ?? 'login');
    return ok({
      message: 'Verification code sent',
      data: { phone_number: body.phone_number, expires_in_seconds: expiresInSeconds },
    });
  },

  verifyOtpCodePatient: async ({ body, ctx, req, res }) => {
    await requireOtp(ctx, clientAddress(req), body.phone_number, 'login', body.otp_code);
    const phone = normalizePhone(body.phone_number);
    let patient = ctx.store.data.patients.find((p) => p.phone === phone);
    if (!patient) {
      patient = await ctx.store.write((data) => {
        const record = {
          id: ctx.store.nextId('patient'),
          name: body.name?.trim() || 'New Patient',
          phone,
          has_photo: false,
          created_at: new Date(ctx.now()).toISOString(),
        };
        data.patients.push(record);
        return record;
      });
    }
    const user = { name: patient.name, role: Role.patient, user_id: String(patient.id) };
    await signIn(req, res, ctx.store, user, ctx.now());
    return ok(sessionBody('Signed in', user));
  },

  logout: async ({ ctx, req, res }) => {
    const ended = await signOut(req, res, ctx.store);
    ctx.endSocketsOf(ended);
    return ok({ message: 'Signed out' });
  },
} satisfies HandlerTable;
