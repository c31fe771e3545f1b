import { Skip, type RunContext } from '../context.ts';
import { at, okStatuses } from './expect.ts';
import { notifyJourney } from './notify.ts';
import { codeAfter, must } from './password-reset.ts';
import { signIn, skipAll, wrongCode } from './sign-in.ts';

// Patient sign-in by one-time code, then the patient's own image and the /notify channel.

export async function patientJourney(ctx: RunContext): Promise<void> {
  const phone = ctx.config.patient?.phone;
  ctx.sessionSources.set('patient', 'verifyOtpCodePatient');
  if (!phone) {
    await skipAll(ctx, ['sendVerificationCode', 'verifyOtpCodePatient'], 'no patient phone configured');
    return notifyJourney(ctx, ctx.anon);
  }
  const client = ctx.client();
  ctx.override('sendVerificationCode', { body: { phone_number: phone, purpose: 'login' } });
  ctx.override('verifyOtpCodePatient', { body: { phone_number: phone } });
  const sent = await ctx.check('sendVerificationCode', 'example', async () =>
    ctx.verify('sendVerificationCode', await ctx.send(client, 'sendVerificationCode'), [200]),
  );
  const code = await codeAfter(ctx, sent, phone, 'the patient', 'sendVerificationCode');
  await ctx.check('verifyOtpCodePatient', 'wrong-code', async () => {
    const body = { phone_number: phone, otp_code: wrongCode(must(code)) };
    return ctx.verify('verifyOtpCodePatient', await ctx.send(client, 'verifyOtpCodePatient', { body }), [401]);
  });
  if (typeof code !== 'string') {
    await skipAll(
      ctx,
      ['verifyOtpCodePatient'],
      `no code to sign in with: ${code.message}`,
      code instanceof Skip ? code.blockedBy : undefined,
    );
    return notifyJourney(ctx, client);
  }
  const name = ctx.config.patient?.name;
  const ex = await signIn(
    ctx,
    'verifyOtpCodePatient',
    client,
    { body: { phone_number: phone, otp_code: code, ...(name ? { name } : {}) } },
    'patient',
  );
  const patientId = at(ex?.json, 'data.user_id');
  if (patientId) {
    ctx.state.patientId = String(patientId);
    ctx.override('getPatientImage', { query: { id: Number(patientId) } });
  }
  await ctx.check('getPatientImage', 'example', async () => {
    ctx.need('patientId', 'verifyOtpCodePatient');
    return ctx.verify(
      'getPatientImage',
      await ctx.send(client, 'getPatientImage'),
      okStatuses(ctx.op('getPatientImage')),
    );
  });
  await notifyJourney(ctx, client);
}
