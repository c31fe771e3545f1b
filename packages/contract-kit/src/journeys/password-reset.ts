import { Skip, type RunContext } from '../context.ts';
import { at } from './expect.ts';
import { otpFor, refused, wrongCode } from './sign-in.ts';

// The three-step password reset shared by facility owners and doctors: ask for a code, trade it
// for a reset token, set the password. The password is set to the configured one so the
// credentials keep working for the rest of the run (and the next one).

export interface ResetSteps {
  who: string;
  start: string;
  verify: string;
  reset: string;
  identity: Record<string, unknown>;
  phone?: string;
  password: string;
}

/** Fetches the code, turning a missing hook or phone into a Skip the dependent checks rethrow. */
export async function codeAfter(
  ctx: RunContext,
  sent: boolean,
  phone: string | undefined,
  who: string,
  sender?: string,
): Promise<string | Skip | Error> {
  if (!sent) return new Skip(`no code was sent${sender ? ` (${sender} did not succeed)` : ''}`, sender);
  try {
    return await otpFor(ctx, phone, who);
  } catch (error) {
    return error as Error;
  }
}

export function must(code: string | Error): string {
  if (typeof code === 'string') return code;
  throw code instanceof Skip ? code : new Skip(`cannot get the code: ${code.message}`);
}

export async function passwordResetJourney(ctx: RunContext, steps: ResetSteps): Promise<void> {
  const client = ctx.client();
  ctx.override(steps.start, { body: steps.identity });
  ctx.override(steps.verify, { body: steps.identity });
  const started = await ctx.check(steps.start, 'example', async () =>
    ctx.verify(steps.start, await ctx.send(client, steps.start), [200]),
  );
  const code = await codeAfter(ctx, started, steps.phone, steps.who, steps.start);
  await ctx.check(steps.verify, 'wrong-code', async () =>
    ctx.verify(
      steps.verify,
      await ctx.send(client, steps.verify, { body: { ...steps.identity, otp_code: wrongCode(must(code)) } }),
      [401],
    ),
  );
  let token: unknown;
  await ctx.check(steps.verify, 'example', async () => {
    const ex = await ctx.send(client, steps.verify, { body: { ...steps.identity, otp_code: must(code) } });
    token = at(ex.json, 'data.reset_token');
    return ctx.verify(steps.verify, ex, [200]);
  });
  await refused(ctx, steps.reset, 'wrong-token', client, {
    body: { reset_token: 'rt_0000000000000000bogus', password: steps.password },
  });
  await ctx.check(steps.reset, 'example', async () => {
    if (typeof token !== 'string') throw new Skip(`no reset token from ${steps.verify}`, steps.verify);
    return ctx.verify(
      steps.reset,
      await ctx.send(client, steps.reset, { body: { reset_token: token, password: steps.password } }),
      [200],
    );
  });
}
