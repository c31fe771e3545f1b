import { Skip, type RunContext } from '../context.ts';
import { freshTag, okStatuses } from './expect.ts';
import { doctorNotifyJourney } from './doctor-notify.ts';
import { passwordResetJourney } from './password-reset.ts';
import { refused, signIn, skipAll } from './sign-in.ts';
import { signupJourney } from './signup.ts';

// Doctors: the password-exists question, the reset (before sign-in), sign-in by PMDC number, the
// doctor's photo, and registration with a fresh PMDC number.

export async function doctorJourney(ctx: RunContext): Promise<void> {
  const doctor = ctx.config.doctor;
  if (!doctor) {
    await skipAll(
      ctx,
      [
        'checkDoctorPasswordExists',
        'doctorLogin',
        'getDoctorImage',
        'doctorForgetPassword',
        'doctorForgetOtpVerify',
        'doctorResetPassword',
        'listDoctorAppointments',
      ],
      'no doctor configured',
    );
  } else {
    const client = ctx.client();
    ctx.override('checkDoctorPasswordExists', { body: { pmdc: doctor.pmdc } });
    ctx.override('getDoctorImage', { query: { pmdc: doctor.pmdc } });
    await ctx.check('checkDoctorPasswordExists', 'example', async () =>
      ctx.verify('checkDoctorPasswordExists', await ctx.send(client, 'checkDoctorPasswordExists'), [200]),
    );
    await passwordResetJourney(ctx, {
      who: 'the doctor',
      start: 'doctorForgetPassword',
      verify: 'doctorForgetOtpVerify',
      reset: 'doctorResetPassword',
      identity: { pmdc: doctor.pmdc },
      phone: doctor.phone,
      password: doctor.password,
    });
    const creds = { pmdc: doctor.pmdc, password: doctor.password };
    ctx.override('doctorLogin', { body: creds });
    await refused(ctx, 'doctorLogin', 'wrong-credentials', client, {
      body: { ...creds, password: `${doctor.password}-wrong` },
    });
    const signedIn = await signIn(ctx, 'doctorLogin', client, { body: creds }, 'doctor');
    await ctx.check('listDoctorAppointments', 'example', async () => {
      // After a failed sign-in this would only prove the session is missing: a skip naming the cause.
      if (!signedIn) throw new Skip('needs a doctor session from doctorLogin', 'doctorLogin');
      return ctx.verify('listDoctorAppointments', await ctx.send(client, 'listDoctorAppointments'), [200]);
    });
    if (signedIn) await doctorNotifyJourney(ctx, client, doctor.pmdc);
    await ctx.check('getDoctorImage', 'example', async () =>
      ctx.verify('getDoctorImage', await ctx.send(client, 'getDoctorImage'), okStatuses(ctx.op('getDoctorImage'))),
    );
  }
  const tag = freshTag();
  const pmdc = `${String(Date.now() % 1_000_000).padStart(6, '0')}-D`;
  await signupJourney(ctx, 'verifyDoctorSignupOtp', { pmdc, email: `doctor.${tag}@example.pk` }, 'doctor');
}
