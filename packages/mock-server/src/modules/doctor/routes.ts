import { Role } from '@ehp/api-types';
import { conflict, unauthorized, ErrorCode } from '../../http/errors.ts';
import { created, ok, type HandlerTable } from '../../http/handler.ts';
import { signIn, signInWith } from '../../http/session.ts';
import { checkPassword, hashPassword } from '../../store/passwords.ts';
import type { DoctorRecord, StoreData } from '../../store/types.ts';
import { normalizePhone } from '../auth/otp.ts';
import { finishReset, startReset, verifyReset } from '../auth/password-reset.ts';
import { clientAddress } from '../../http/client-address.ts';
import { takeForAddress } from '../auth/limits.ts';
import { guardedSignIn, sessionBody, spendOtp } from '../auth/rules.ts';

const byPmdc = (data: StoreData, pmdc: string) => data.doctors.find((d) => d.pmdc === pmdc);

/** 409 reasons for a new doctor. */
export function doctorConflict(data: StoreData, pmdc: string, phone: string, email: string): string | null {
  if (byPmdc(data, pmdc)) return 'A doctor with this PMDC number is already registered';
  if (data.doctors.some((d) => d.phone === normalizePhone(phone)))
    return 'An account with this phone number already exists';
  if (data.doctors.some((d) => d.email.toLowerCase() === email.trim().toLowerCase()))
    return 'An account with this e-mail already exists';
  return null;
}

const doctorUser = (d: DoctorRecord) => ({ name: d.name, role: Role.doctor, user_id: String(d.id), pmdc: d.pmdc });

export const doctorHandlers = {
  doctorLogin: async ({ body, ctx, req, res }) => {
    const known = byPmdc(ctx.store.data, body.pmdc);
    if (known && !known.password_hash) {
      throw unauthorized(
        'This doctor has not set a password yet: use Forgot password to set one.',
        ErrorCode.password_not_set,
      );
    }
    const doctor = await guardedSignIn(ctx, clientAddress(req), `doctor:${body.pmdc}`, async () =>
      (await checkPassword(body.password, known?.password_hash)) ? known! : null,
    );
    const user = doctorUser(doctor);
    await signIn(req, res, ctx.store, user, ctx.now());
    return ok(sessionBody('Signed in', user));
  },

  checkDoctorPasswordExists: ({ body, ctx, req }) => {
    // It tells whether a PMDC number is registered: limited per address like the other lookups.
    takeForAddress(ctx.limits.passwordChecks, req, ctx.now(), 'sign-in checks');
    const doctor = byPmdc(ctx.store.data, body.pmdc);
    return ok({ message: 'OK', data: { exists: !!doctor, password_set: !!doctor?.password_hash } });
  },

  doctorForgetPassword: ({ body, ctx, req }) =>
    ok(startReset(ctx, clientAddress(req), 'doctor', body.pmdc, byPmdc(ctx.store.data, body.pmdc))),

  doctorForgetOtpVerify: async ({ body, ctx, req }) =>
    ok(
      await verifyReset(ctx, clientAddress(req), 'doctor', body.pmdc, byPmdc(ctx.store.data, body.pmdc), body.otp_code),
    ),

  doctorResetPassword: async ({ body, ctx }) =>
    ok(
      await finishReset(ctx, 'doctor', body.reset_token, body.password, (data, id, hash) => {
        const doctor = data.doctors.find((d) => d.id === id);
        if (!doctor) return undefined;
        doctor.password_hash = hash;
        return `doctor:${doctor.pmdc}`;
      }),
    ),

  verifyDoctorSignupOtp: async ({ body, ctx, req, res }) => {
    // The code is given back when the write fails (spendOtp): the retry is not told it was used.
    const { user } = await spendOtp(ctx, clientAddress(req), body.phone_number, 'signup', body.otp_code, async () => {
      takeForAddress(ctx.limits.accountChanges, req, ctx.now(), 'sign-ups');
      // The code first: only the owner of the number learns whether the account already exists.
      const clash = doctorConflict(ctx.store.data, body.pmdc, body.phone_number, body.email);
      if (clash) throw conflict(clash, ErrorCode.account_exists);
      const passwordHash = await hashPassword(body.password);
      // The doctor and the session in one write: both saved, or neither (no account without a session).
      return signInWith(req, res, ctx.store, ctx.now(), (data) => {
        const record: DoctorRecord = {
          id: ctx.store.nextId('doctor'),
          name: body.name.trim(),
          pmdc: body.pmdc,
          phone: normalizePhone(body.phone_number),
          email: body.email.trim(),
          speciality: body.speciality.trim(),
          city: body.city,
          password_hash: passwordHash,
          has_photo: false,
          created_at: new Date(ctx.now()).toISOString(),
        };
        data.doctors.push(record);
        return { user: doctorUser(record) };
      });
    });
    return created(sessionBody('Account created', user));
  },
} satisfies HandlerTable;
