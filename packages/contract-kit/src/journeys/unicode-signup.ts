import type { RunContext, Verdict } from '../context.ts';
import type { Exchange } from '../http-client.ts';
import { shown } from '../generate/fields.ts';
import { unicodeRequests } from '../generate/unicode.ts';
import { freshPhone, freshTag, okStatuses } from './expect.ts';
import { codeAfter, must } from './password-reset.ts';

// `generated-unicode` for the sign-ups: each registers an account with every free-text field
// (names, city, speciality) in Urdu, Roman Urdu and emoji at its longest (src/generate/unicode.ts),
// on a fresh number proved with its code. config.signup=false turns them off with the other
// sign-ups. Sign-ups count toward a per-address limit (10 an hour): each is sent from its own
// X-Forwarded-For address (198.20.0.0/16).

/** The sign-ups, with the purpose of the code each needs and what makes a request unique. */
export const UNICODE_SIGNUPS: Record<string, { purpose: string; unique: (tag: string) => Record<string, string> }> = {
  verifyOtpCodePatient: { purpose: 'login', unique: () => ({}) },
  verifyDoctorSignupOtp: {
    purpose: 'signup',
    unique: (tag) => ({
      email: `unicode.${tag}@example.pk`,
      pmdc: `${String(Date.now() % 1_000_000).padStart(6, '0')}-U`,
    }),
  },
  verifyClinicSignupOtp: { purpose: 'signup', unique: (tag) => ({ email: `unicode.${tag}@example.pk` }) },
};

const RUN = Math.floor(Math.random() * 250);
let address = 0;

export async function unicodeSignupChecks(ctx: RunContext, operationId: string, seed: number): Promise<void> {
  const signup = UNICODE_SIGNUPS[operationId];
  if (!signup || ctx.config.signup === false || !ctx.config.otp) return;
  const op = ctx.op(operationId);
  const base = ctx.requestFor(operationId).body as Record<string, unknown> | undefined;
  if (!base) return;
  const requests = unicodeRequests(ctx.contract.openapi, op, base, seed, ctx.validate);
  if (!requests.length) return;
  await ctx.check(operationId, 'generated-unicode', async (): Promise<Verdict> => {
    const problems: string[] = [];
    let failed: Exchange | undefined;
    for (const req of requests) {
      const client = ctx.client();
      const headers = { 'x-forwarded-for': `198.20.${RUN}.${(address++ % 250) + 1}` };
      const phone = freshPhone();
      const sent = await ctx.send(client, 'sendVerificationCode', {
        body: { phone_number: phone, purpose: signup.purpose },
        headers,
      });
      const code = must(await codeAfter(ctx, sent.status === 200, phone, 'a Unicode sign-up', 'sendVerificationCode'));
      const body = { ...req.body, ...signup.unique(`${freshTag()}${req.index}`), phone_number: phone, otp_code: code };
      const ex = await ctx.send(client, operationId, { body, headers });
      const what = `unicode #${req.index} (${req.kind}) ${req.fields.map((f) => `.${f}=${shown(req.body[f])}`).join(' ')}`;
      const found =
        ex.status >= 500 || ex.status === 400
          ? [`${ex.status} for valid ${req.kind} text`]
          : ctx.verify(operationId, ex, okStatuses(op)).problems;
      if (!found.length) continue;
      problems.push(`${what}: ${found.join('; ')}`);
      failed ??= ex;
    }
    if (problems.length) problems.push(`replay: --seed ${seed} --only ${op.tags[0] ?? ''}`);
    return { problems, exchange: failed };
  });
}
