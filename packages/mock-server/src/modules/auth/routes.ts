import { Role } from '@ehp/api-types';
import { ok, type HandlerTable } from '../../http/handler.ts';
import { signInWith, signOut } from '../../http/session.ts';
import { clientAddress } from '../../http/client-address.ts';
import { normalizePhone } from './otp.ts';
import { sendOtp, sessionBody, spendOtp } from './rules.ts';

export const authHandlers = {
  sendVerificationCode: ({ body, ctx, req }) => {
    const { expiresInSeconds } = sendOtp(ctx, clientAddress(req), body.phone_number, body.purpose ?? 'login');
    return ok({
      message: 'Verification code sent',
      data: { phone_number: body.phone_number, expires_in_seconds: expiresInSeconds },
    });
  },

  verifyOtpCodePatient: async ({ body, ctx, req, res }) => {
    const phone = normalizePhone(body.phone_number);
    // A new number becomes a patient in the same write as its session: both saved, or neither.
    const { user } = await spendOtp(ctx, clientAddress(req), body.phone_number, 'login', body.otp_code, () =>
      signInWith(req, res, ctx.store, ctx.now(), (data) => {
        let patient = ctx.store.data.patients.find((p) => p.phone === phone);
        if (!patient) {
          patient = {
            id: ctx.store.nextId('patient'),
            name: body.name?.trim() || 'New Patient',
            phone,
            has_photo: false,
            created_at: new Date(ctx.now()).toISOString(),
          };
          data.patients.push(patient);
        }
        return { user: { name: patient.name, role: Role.patient, user_id: String(patient.id) } };
      }),
    );
    return ok(sessionBody('Signed in', user));
  },

  logout: async ({ ctx, req, res }) => {
    const ended = await signOut(req, res, ctx.store);
    ctx.endSocketsOf(ended);
    return ok({ message: 'Signed out' });
  },
} satisfies HandlerTable;
