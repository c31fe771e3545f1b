import type { Operation } from '../contract.ts';
import type { RunContext, Verdict } from '../context.ts';
import { fieldsOf } from '../generate/fields.ts';
import { invalidRequests, validRequests, type BaseRequest, type GeneratedRequest } from '../generate/plan.ts';
import { explain, noValidInputs } from '../generate/policy.ts';
import type { Exchange } from '../http-client.ts';
import { okStatuses } from './expect.ts';
import { clientFor, documented4xx, needJourneyInputs } from './generic.ts';

// Generated inputs, as Schemathesis sends them: per operation N valid requests (which must get a
// documented 2xx, or a documented 4xx the kit can explain) and N invalid ones, one field broken
// at a time (which must get a documented 4xx: never a 2xx, never a 5xx).

export interface GeneratedOptions {
  /** Requests of each kind per operation (--generated); 0 turns the phase off. */
  count: number;
  /** Every request is built from (seed, operationId, kind, index) alone (--seed). */
  seed: number;
}

const messageOf = (ex: Exchange) => {
  const message = (ex.json as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? ` ("${message.slice(0, 120)}")` : '';
};

function validProblems(ctx: RunContext, op: Operation, req: GeneratedRequest, base: BaseRequest, ex: Exchange) {
  if (ex.status >= 500) return [`${ex.status} for a valid request${messageOf(ex)}`];
  if (ex.status >= 400 && ex.status !== 429 && !okStatuses(op).includes(ex.status)) {
    const why = explain(ctx.contract.openapi, op, req, base, ex.status, Date.now());
    if (!why) return [`${ex.status} for a valid request, and no rule the kit knows explains it${messageOf(ex)}`];
    return ctx.verify(op.operationId, ex, [ex.status]).problems;
  }
  return ctx.verify(op.operationId, ex, okStatuses(op)).problems;
}

function invalidProblems(ctx: RunContext, op: Operation, ex: Exchange) {
  if (ex.status >= 200 && ex.status < 300) return [`accepted with ${ex.status}`];
  if (ex.status >= 500) return [`${ex.status} (a server error) instead of a documented 4xx${messageOf(ex)}`];
  return ctx.verify(
    op.operationId,
    ex,
    documented4xx(op).filter((s) => s !== 429),
  ).problems;
}

async function run(
  ctx: RunContext,
  op: Operation,
  requests: GeneratedRequest[],
  seed: number,
  judge: (req: GeneratedRequest, ex: Exchange) => string[],
): Promise<Verdict> {
  const client = clientFor(ctx, op);
  const problems: string[] = [];
  let failed: Exchange | undefined;
  for (const req of requests) {
    const ex = await ctx.send(client, op.operationId, { query: req.query, body: req.body });
    const found = ex.networkError ? [`no answer (${ex.networkError})`] : judge(req, ex);
    if (!found.length) continue;
    problems.push(`${req.kind} #${req.index} ${req.what}: ${found.join('; ')}`);
    failed ??= ex;
  }
  if (problems.length) problems.push(`replay: --seed ${seed} --only ${op.tags[0] ?? ''}`);
  return { problems, exchange: failed };
}

export async function generatedChecks(ctx: RunContext, op: Operation, options: GeneratedOptions): Promise<void> {
  const doc = ctx.contract.openapi;
  if (options.count < 1 || fieldsOf(doc, op).length === 0) return;
  const { count, seed } = options;
  const base = ctx.requestFor(op.operationId);
  const valid = noValidInputs(op) ? [] : validRequests(doc, op, base, seed, count, ctx.validate);
  if (valid.length)
    await ctx.check(op.operationId, 'generated-valid', () => {
      needJourneyInputs(ctx, op);
      return run(ctx, op, valid, seed, (req, ex) => validProblems(ctx, op, req, base, ex));
    });
  const invalid = invalidRequests(doc, op, base, seed, count, ctx.validate);
  if (invalid.length)
    await ctx.check(op.operationId, 'generated-invalid', () =>
      run(ctx, op, invalid, seed, (_, ex) => invalidProblems(ctx, op, ex)),
    );
}
