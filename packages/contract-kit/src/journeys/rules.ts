import { Skip, type RunContext, type Verdict } from '../context.ts';
import type { Operation } from '../contract.ts';
import { advanceClock } from '../clock-hook.ts';
import { SESSION_COOKIE, XSRF_COOKIE, type HttpClient } from '../http-client.ts';
import { holdsStartsAt, startsAtProblems } from '../rules/starts-at.ts';
import { at, okStatuses } from './expect.ts';
import { corsChecks } from './rules-cors.ts';
import { otpFor } from './sign-in.ts';

// Rules the schema cannot say, each checked on the operation it belongs to:
// - `starts-at-pakistan`: every record with date, time and starts_at, in every answer that can hold
//   one (read again now, and the record a booking created), has starts_at = date + time in Pakistan.
// - `code-works-once` and `code-expires` (verifyOtpCodePatient): a code signs in once, a second use
//   is 401; a fresh code is refused once its expires_in_seconds have passed (config.clock moves the
//   target's clock; without it the check is skipped, saying so).
// - `logout-twice` (logout): a signed-in session logs out with 200, and logging out again, with the
//   cookies the first logout left and with the old session and XSRF cookies (another tab), is 200 too (openapi.yaml: idempotent).
// - `cors-allowed` and `cors-foreign` (src/journeys/rules-cors.ts): openapi.yaml `x-cors`.

export async function rulesJourney(ctx: RunContext, wanted: (tags: string[]) => boolean): Promise<void> {
  const ops = ctx.contract.operations.filter((op) => wanted(op.tags));
  for (const op of ops) await startsAtCheck(ctx, op);
  if (ops.some((o) => o.operationId === 'verifyOtpCodePatient')) await codeChecks(ctx);
  if (ops.some((o) => o.operationId === 'logout')) await logoutTwiceCheck(ctx);
  await corsChecks(ctx, ops);
}

async function startsAtCheck(ctx: RunContext, op: Operation): Promise<void> {
  const doc = ctx.contract.openapi;
  const schemas = Object.values(op.responses)
    .filter((_, i) => /^2/.test(Object.keys(op.responses)[i]))
    .map((r) => r.content['application/json']?.schema);
  if (!schemas.some((s) => holdsStartsAt(doc, s))) return;
  const created = ctx.created.get(op.operationId);
  if (op.method !== 'GET' && !created) return;
  await ctx.check(op.operationId, 'starts-at-pakistan', async (): Promise<Verdict> => {
    const ex = op.method === 'GET' ? await ctx.send(ctx.sessionFor(op), op.operationId) : created!;
    const verdict = ctx.verify(op.operationId, ex, op.method === 'GET' ? okStatuses(op) : undefined);
    verdict.problems.push(...startsAtProblems(ex.json));
    return verdict;
  });
}

async function codeChecks(ctx: RunContext): Promise<void> {
  const phone = ctx.config.patient?.phone;
  const send = async (client: HttpClient) => {
    const ex = await ctx.send(client, 'sendVerificationCode', { body: { phone_number: phone, purpose: 'login' } });
    if (ex.status !== 200) throw new Skip(`sendVerificationCode answered ${ex.status}`, 'sendVerificationCode');
    let code: string;
    try {
      code = await otpFor(ctx, phone, 'the patient');
    } catch (error) {
      if (error instanceof Skip) throw error;
      throw new Skip(`cannot get the code: ${(error as Error).message}`, 'verifyOtpCodePatient');
    }
    return { code, ttl: Number(at(ex.json, 'data.expires_in_seconds')) };
  };
  await ctx.check('verifyOtpCodePatient', 'code-works-once', async (): Promise<Verdict> => {
    if (!phone) throw new Skip('no patient phone configured');
    const client = ctx.client();
    const { code } = await send(client);
    const body = { phone_number: phone, otp_code: code };
    const first = await ctx.send(client, 'verifyOtpCodePatient', { body });
    const verdict = ctx.verify('verifyOtpCodePatient', first, [200]);
    if (verdict.problems.length) return verdict;
    const again = await ctx.send(ctx.client(), 'verifyOtpCodePatient', { body });
    return ctx.verify(
      'verifyOtpCodePatient',
      again,
      [401],
      again.status === 200 ? ['the used code signed in again'] : [],
    );
  });
  await ctx.check('verifyOtpCodePatient', 'code-expires', async (): Promise<Verdict> => {
    if (!phone) throw new Skip('no patient phone configured');
    if (!ctx.config.clock) throw new Skip('no clock hook (config.clock): the kit cannot wait out a code');
    const client = ctx.client();
    const { code, ttl } = await send(client);
    const seconds = Number.isFinite(ttl) && ttl > 0 ? ttl : 300;
    await advanceClock(ctx.config.clock, ctx.options.baseUrl, Math.ceil(seconds / 60) + 1);
    const late = await ctx.send(client, 'verifyOtpCodePatient', { body: { phone_number: phone, otp_code: code } });
    const extra = late.status === 200 ? [`the code signed in after its ${seconds} s had passed`] : [];
    return ctx.verify('verifyOtpCodePatient', late, [401], extra);
  });
}

async function logoutTwiceCheck(ctx: RunContext): Promise<void> {
  await ctx.check('logout', 'logout-twice', async (): Promise<Verdict> => {
    const doctor = ctx.config.doctor;
    if (!doctor) throw new Skip('no doctor configured: logout-twice signs one in by password');
    const client = ctx.client();
    const login = await ctx.send(client, 'doctorLogin', { body: { pmdc: doctor.pmdc, password: doctor.password } });
    if (login.status !== 200) throw new Skip(`doctorLogin answered ${login.status}`, 'doctorLogin');
    // What a second tab (or a double click) sends: the session and XSRF cookies of before.
    const old = client.jar.get(SESSION_COOKIE);
    const oldXsrf = client.jar.get(XSRF_COOKIE);
    const first = await ctx.send(client, 'logout');
    const verdict = ctx.verify('logout', first, [200]);
    if (verdict.problems.length) return verdict;
    const second = await ctx.send(client, 'logout');
    const again = ctx.verify('logout', second, [200]);
    if (again.problems.length) return { problems: [`second logout: ${again.problems.join('; ')}`], exchange: second };
    if (!old) return again;
    client.jar.set(SESSION_COOKIE, old);
    if (oldXsrf) client.jar.set(XSRF_COOKIE, oldXsrf);
    const replayed = await ctx.send(client, 'logout');
    const third = ctx.verify('logout', replayed, [200]);
    return third.problems.length
      ? { problems: [`logout with the signed-out session cookie: ${third.problems.join('; ')}`], exchange: replayed }
      : third;
  });
}
