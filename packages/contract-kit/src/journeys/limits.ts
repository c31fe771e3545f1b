import { generalErrorCode } from '@ehp/api-types';
import type { Operation } from '../contract.ts';
import { Skip, type RequestParts, type RunContext, type Verdict } from '../context.ts';
import type { Exchange } from '../http-client.ts';
import { advanceClock } from '../clock-hook.ts';
import { freshPhone, freshTag } from './expect.ts';
import { wrongCode } from './sign-in.ts';

// Limits, driven (--limits; off by default, since it locks the kit's test identities out of a
// shared server for up to an hour). Every operation with a documented 429 is pushed to its limit
// with valid requests, each operation from its own client address (X-Forwarded-For from
// 198.18.0.0/15, the benchmarking range: a server that trusts its proxy keys its limits by it, so
// the run never locks out its own address; one that does not counts them against the kit's
// address, which is why these checks run last). The requests are what a limit counts:
// - a body with `password`: the configured account with a wrong password (failed sign-ins);
// - a body with `otp_code`: a wrong code (wrong codes);
// - a form the server de-duplicates (a documented 409): a fresh e-mail and phone each time;
// - anything else: the known-good request again (codes sent, forms, checks, lists).
// Checks: `rate-limit`: the 429 comes, with `Retry-After` a whole number of seconds >= 1, the body
// `{ message, code }` with the 429's code (`rate_limited`) and `retry_after`, if given, equal to the
// header. `rate-limit-ends` (config.clock): after the clock moves Retry-After forward, the same
// request is no longer refused with 429.

/** Requests per operation before the kit says the target did not limit it. */
export const MAX_LIMIT_REQUESTS = 120;

interface Limited {
  op: Operation;
  retryAfter: number;
  parts: (i: number) => Partial<RequestParts>;
  address: string;
  count: number;
}

const RUN = Math.floor(Math.random() * 200);

/** The client address an operation's limit is driven from (one per operation and run). */
export const limitAddress = (index: number) => `198.18.${RUN}.${(index % 250) + 1}`;

/** The request that counts against an operation's limit, #i of the push. */
export function limitRequest(ctx: RunContext, op: Operation, i: number): Partial<RequestParts> {
  const known = ctx.requestFor(op.operationId);
  const body = known.body as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object') return known;
  const out: Record<string, unknown> = { ...body };
  if (typeof out.password === 'string') out.password = `${out.password}-not-it`.slice(0, 128);
  else if (typeof out.otp_code === 'string') out.otp_code = wrongCode(out.otp_code);
  else if (op.responses['409']) {
    const tag = `${freshTag()}${i}`;
    if ('email' in out) out.email = `limits.${tag}@example.com`;
    if ('phone_number' in out) out.phone_number = freshPhone();
  }
  return { query: known.query, body: out };
}

export function rateLimitProblems(ex: Exchange): string[] {
  const problems: string[] = [];
  const raw = ex.headers['retry-after'];
  if (raw === undefined) problems.push('429 without a Retry-After header');
  else if (!/^\d+$/.test(raw.trim()) || Number(raw) < 1)
    problems.push(`Retry-After '${raw}' is not a whole number of seconds >= 1`);
  const body = ex.json as { code?: unknown; retry_after?: unknown } | undefined;
  const code = generalErrorCode(429);
  if (body?.code !== code) problems.push(`the 429's code is ${JSON.stringify(body?.code)}, expected '${code}'`);
  if (raw !== undefined && body?.retry_after !== undefined && body.retry_after !== Number(raw))
    problems.push(`retry_after ${String(body.retry_after)} differs from Retry-After ${raw}`);
  return problems;
}

/** Pushes one operation to its limit; returns what the limit-ends check needs. */
async function pushToLimit(ctx: RunContext, op: Operation, index: number): Promise<Limited | undefined> {
  const address = limitAddress(index);
  const headers = { 'x-forwarded-for': address };
  const parts = (i: number) => limitRequest(ctx, op, i);
  let found: Limited | undefined;
  await ctx.check(op.operationId, 'rate-limit', async (): Promise<Verdict> => {
    const client = ctx.sessionFor(op);
    for (let i = 0; i < MAX_LIMIT_REQUESTS; i++) {
      const ex = await ctx.send(client, op.operationId, { ...parts(i), headers });
      if (ex.status === 429) {
        const verdict = ctx.verify(op.operationId, ex, [429], rateLimitProblems(ex));
        const retryAfter = Number(ex.headers['retry-after']);
        if (!verdict.problems.length) found = { op, retryAfter, parts, address, count: i };
        return verdict;
      }
      const verdict = ctx.verify(op.operationId, ex);
      if (verdict.problems.length || ex.status >= 500)
        return {
          problems: [`request #${i + 1} of the push: ${verdict.problems.join('; ') || ex.status}`],
          exchange: ex,
        };
    }
    ctx.log(`${op.operationId}: not limited within ${MAX_LIMIT_REQUESTS} requests`);
    return { problems: [] };
  });
  return found;
}

export async function limitsJourney(ctx: RunContext, operations: Operation[]): Promise<void> {
  const candidates = operations.filter((op) => op.responses['429']);
  for (const [index, op] of candidates.entries()) {
    const found = await pushToLimit(ctx, op, index);
    // Right after its own push, before another push fills a limit it shares (a target that keys
    // by its peer's address counts every push against the one address).
    if (found) await limitEndsCheck(ctx, found);
  }
}

/** Moves the clock past Retry-After (whole minutes) and sends the same request: no 429 now. */
async function limitEndsCheck(ctx: RunContext, entry: Limited): Promise<void> {
  await ctx.check(entry.op.operationId, 'rate-limit-ends', async (): Promise<Verdict> => {
    const hook = ctx.config.clock;
    if (!hook) throw new SkipNoClock();
    const minutes = Math.ceil(entry.retryAfter / 60);
    await advanceClock(hook, ctx.options.baseUrl, minutes);
    const ex = await ctx.send(ctx.sessionFor(entry.op), entry.op.operationId, {
      ...entry.parts(entry.count + 1),
      headers: { 'x-forwarded-for': entry.address },
    });
    const verdict = ctx.verify(entry.op.operationId, ex);
    if (ex.status === 429)
      verdict.problems.push(
        `still 429 after the clock moved ${minutes} min, past Retry-After ${entry.retryAfter} s (Retry-After now ${ex.headers['retry-after'] ?? 'absent'})`,
      );
    return verdict;
  });
}

class SkipNoClock extends Skip {
  constructor() {
    super('no clock hook (config.clock): the kit cannot wait out a limit of minutes or hours');
  }
}
