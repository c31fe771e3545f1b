import { Skip, type RunContext } from '../context.ts';
import { freshPhone } from './expect.ts';
import { codeAfter, must } from './password-reset.ts';
import { signIn, wrongCode } from './sign-in.ts';

// Registration proves a fresh mobile number with a sign-up code, then creates the account and
// signs it in. It creates a real account on the target, so config.signup=false turns it off.

export async function signupJourney(
  ctx: RunContext,
  operationId: string,
  fields: Record<string, unknown>,
  role: string,
): Promise<void> {
  if (ctx.config.signup === false) {
    await ctx.check(operationId, 'example', async () => {
      throw new Skip('sign-up journeys are off (config.signup=false)');
    });
    return;
  }
  const client = ctx.client();
  const phone = freshPhone();
  const sent = await ctx.check('sendVerificationCode', `signup-code:${operationId}`, async () =>
    ctx.verify(
      'sendVerificationCode',
      await ctx.send(client, 'sendVerificationCode', { body: { phone_number: phone, purpose: 'signup' } }),
      [200],
    ),
  );
  const code = await codeAfter(ctx, sent, phone, 'a new sign-up', 'sendVerificationCode');
  const body = { ...(ctx.requestFor(operationId).body as object), ...fields, phone_number: phone };
  await ctx.check(operationId, 'wrong-code', async () =>
    ctx.verify(
      operationId,
      await ctx.send(client, operationId, { body: { ...body, otp_code: wrongCode(must(code)) } }),
      [401],
    ),
  );
  if (typeof code !== 'string') {
    await ctx.check(operationId, 'example', async () => {
      must(code);
      return { problems: [] };
    });
    return;
  }
  await signIn(ctx, operationId, client, { body: { ...body, otp_code: code } }, `${role} (sign-up)`);
}
