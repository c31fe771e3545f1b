import type { Operation } from '../contract.ts';
import { Skip, type RunContext, type Verdict } from '../context.ts';
import type { Exchange } from '../http-client.ts';
import { shown } from '../generate/fields.ts';
import { unicodeRequests } from '../generate/unicode.ts';
import { freshPhone, freshTag, okStatuses } from './expect.ts';
import { clientFor } from './generic.ts';
import { otpFor } from './sign-in.ts';
import { UNICODE_SIGNUPS, unicodeSignupChecks } from './unicode-signup.ts';

// `generated-unicode`: the forms people fill in (src/generate/unicode.ts), sent with every
// free-text field in Urdu script, Roman Urdu and emoji at its longest. Each is a valid request: it
// must get a documented 2xx (or the form's documented 409 for a repeat). A 5xx, or a 400 for the
// valid text, fails naming the request's seed and index. Forms count toward the per-address form
// limit (20 an hour): each form is sent from its own X-Forwarded-For address (198.19.0.0/16).

/** The forms the kit fills in with Unicode (each writes one record per request). */
export const UNICODE_FORMS = ['addContactMessage', 'addDemoRequest', 'createLabBooking', 'clinicContactUs'];

/** Forms that, signed out, confirm the phone number with a code sent for this purpose. */
const CODE_PURPOSE: Record<string, string> = { createLabBooking: 'lab_booking' };

const RUN = Math.floor(Math.random() * 250);

const messageOf = (ex: Exchange) => {
  const message = (ex.json as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? ` ("${message.slice(0, 120)}")` : '';
};

export async function unicodeChecks(ctx: RunContext, op: Operation, seed: number, index: number): Promise<void> {
  if (UNICODE_SIGNUPS[op.operationId]) return unicodeSignupChecks(ctx, op.operationId, seed);
  if (!UNICODE_FORMS.includes(op.operationId)) return;
  const base = ctx.requestFor(op.operationId).body as Record<string, unknown> | undefined;
  if (!base || typeof base !== 'object') return;
  const requests = unicodeRequests(ctx.contract.openapi, op, base, seed, ctx.validate);
  if (!requests.length) return;
  await ctx.check(op.operationId, 'generated-unicode', async (): Promise<Verdict> => {
    const client = clientFor(ctx, op);
    const headers = { 'x-forwarded-for': `198.19.${RUN}.${index + 1}` };
    const problems: string[] = [];
    let failed: Exchange | undefined;
    for (const req of requests) {
      const body = { ...req.body };
      // A form that refuses repeats (409) gets a fresh e-mail and phone each time.
      if (op.responses['409']) {
        if ('email' in body) body.email = `unicode.${freshTag()}@example.com`;
        if ('phone_number' in body) body.phone_number = freshPhone();
      }
      // A form that confirms the number gets a fresh number and its own code for each request.
      const purpose = CODE_PURPOSE[op.operationId];
      if (purpose) {
        body.phone_number = freshPhone();
        const sent = await ctx.send(client, 'sendVerificationCode', {
          body: { phone_number: body.phone_number, purpose },
          headers,
        });
        if (sent.status !== 200)
          throw new Skip(`sendVerificationCode (${purpose}) answered ${sent.status}`, 'sendVerificationCode');
        body.otp_code = await otpFor(ctx, String(body.phone_number), `the ${op.operationId} form`);
      }
      const ex = await ctx.send(client, op.operationId, { body, headers });
      const what = `unicode #${req.index} (${req.kind}) ${req.fields.map((f) => `.${f}=${shown(req.body[f])}`).join(' ')}`;
      let found: string[];
      if (ex.networkError) found = [`no answer (${ex.networkError})`];
      else if (ex.status >= 500) found = [`${ex.status} for valid ${req.kind} text${messageOf(ex)}`];
      else if (ex.status === 400) found = [`400 for valid ${req.kind} text${messageOf(ex)}`];
      else found = ctx.verify(op.operationId, ex, [...okStatuses(op), ...(op.responses['409'] ? [409] : [])]).problems;
      if (!found.length) continue;
      problems.push(`${what}: ${found.join('; ')}`);
      failed ??= ex;
    }
    if (problems.length) problems.push(`replay: --seed ${seed} --only ${op.tags[0] ?? ''}`);
    return { problems, exchange: failed };
  });
}
