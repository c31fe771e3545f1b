import { jsonBody, type Operation } from '../contract.ts';
import { Skip, type RunContext } from '../context.ts';
import { xsrfRefusalProblems } from '../cookie-checks.ts';
import { checkErrorBody, describeFindings } from '../exchange-checks.ts';
import type { HttpClient } from '../http-client.ts';
import { invalidQueryValue, resolve, unknownValue, wrongType } from '../schema-sample.ts';
import { okStatuses } from './expect.ts';

// Checks every operation gets from the contract alone, whatever journeys exist: its example, the
// XSRF rule, bodies and parameters that break the schema, and unknown ids where 404 is documented.

/**
 * Operations whose valid request needs what only a journey can find (no example holds it): the
 * state key it is kept under and the operation that gives it. Their checks that need a valid
 * request are skipped without it, as consequences of that operation.
 */
export const JOURNEY_INPUTS: Record<string, { key: string; from: string }> = {
  // The token of the link the advice's message carries (journeys/after-visit.ts).
  getVisitAdviceByLink: { key: 'visitLink', from: 'saveVisitAdvice' },
};

/** Throws a skip when the operation's valid request needs what its journey did not find. */
export function needJourneyInputs(ctx: RunContext, op: Operation): void {
  const input = JOURNEY_INPUTS[op.operationId];
  if (input) ctx.need(input.key, input.from);
}

/** The anonymous client, or the signed-in one of the role the operation needs. */
export const clientFor = (ctx: RunContext, op: Operation): HttpClient => ctx.sessionFor(op);

export const documented4xx = (op: Operation) =>
  Object.keys(op.responses)
    .filter((s) => /^4\d\d$/.test(s))
    .map(Number);

export async function exampleCheck(ctx: RunContext, op: Operation): Promise<void> {
  if (ctx.results.for(op.operationId).some((c) => c.check === 'example')) return;
  await ctx.check(op.operationId, 'example', async () =>
    ctx.verify(op.operationId, await ctx.send(clientFor(ctx, op), op.operationId), okStatuses(op)),
  );
}

export async function xsrfCheck(ctx: RunContext, op: Operation): Promise<void> {
  if (!op.mutating) return;
  await ctx.check(op.operationId, 'xsrf-enforced', async () => {
    // A throwaway client for logout, so an unenforced rule cannot end a session the run still needs.
    const client = op.operationId === 'logout' ? ctx.anon : clientFor(ctx, op);
    const missing = await ctx.send(client, op.operationId, { xsrf: false });
    const wrong = await ctx.send(client, op.operationId, { xsrf: 'not-the-cookie-value' });
    const problems = [
      ...xsrfRefusalProblems(missing, ctx.validate, 'no header'),
      ...xsrfRefusalProblems(wrong, ctx.validate, 'wrong header'),
    ];
    return { problems, exchange: problems.length && missing.status !== 403 ? missing : wrong };
  });
}

/** A documented 4xx with `{ message }`. */
function refusal(
  ctx: RunContext,
  op: Operation,
  what: string,
  ex: Awaited<ReturnType<HttpClient['request']>>,
): string[] {
  const allowed = documented4xx(op);
  if (!allowed.includes(ex.status))
    return [`${what}: expected a documented 4xx (${allowed.join(', ')}), got ${ex.status}`];
  const body = checkErrorBody(ex, ctx.validate);
  return body.length ? [`${what}: ${describeFindings(body)}`] : [];
}

export async function invalidBodyCheck(ctx: RunContext, op: Operation): Promise<void> {
  const media = jsonBody(op);
  if (!media?.schema) return;
  await ctx.check(op.operationId, 'invalid-body', async () => {
    const client = clientFor(ctx, op);
    const doc = ctx.contract.openapi;
    const schema = resolve(doc, media.schema);
    const base = ctx.requestFor(op.operationId).body as Record<string, unknown>;
    const required = (schema.required as string[] | undefined) ?? [];
    const variants: [string, unknown][] = [['empty object', {}]];
    const field = required[0] ?? Object.keys(base)[0];
    if (field)
      variants.push([
        `${field} of the wrong type`,
        { ...base, [field]: wrongType(doc, (schema.properties as Record<string, never>)?.[field]) },
      ]);
    const problems: string[] = [];
    let last;
    for (const [what, body] of variants) {
      if (ctx.validate(media.schema!, body).length === 0) continue;
      last = await ctx.send(client, op.operationId, { body });
      problems.push(...refusal(ctx, op, what, last));
    }
    return { problems, exchange: last };
  });
}

export async function invalidParamsCheck(ctx: RunContext, op: Operation): Promise<void> {
  const params = op.parameters.filter((p) => p.in === 'query' && p.required);
  if (!params.length) return;
  await ctx.check(op.operationId, 'invalid-params', async () => {
    const client = clientFor(ctx, op);
    const base = ctx.requestFor(op.operationId).query;
    const problems: string[] = [];
    let last = await ctx.send(client, op.operationId, { query: {} });
    problems.push(...refusal(ctx, op, 'required parameters missing', last));
    for (const p of params) {
      const bad = invalidQueryValue(ctx.contract.openapi, p.schema);
      if (ctx.validate(p.schema, bad).length === 0) continue;
      last = await ctx.send(client, op.operationId, { query: { ...base, [p.name]: bad } });
      problems.push(...refusal(ctx, op, `${p.name}=${bad.slice(0, 20)}`, last));
    }
    return { problems, exchange: last };
  });
}

export async function unknownIdCheck(ctx: RunContext, op: Operation): Promise<void> {
  if (!op.responses['404']) return;
  await ctx.check(op.operationId, 'unknown-id', async () => {
    needJourneyInputs(ctx, op);
    const doc = ctx.contract.openapi;
    const { query, body } = ctx.requestFor(op.operationId);
    const changed: string[] = [];
    for (const p of op.parameters.filter((p) => p.in === 'query')) {
      const value = unknownValue(doc, p.schema, p.name);
      if (value === undefined) continue;
      query[p.name] = value as string | number;
      changed.push(p.name);
    }
    const media = jsonBody(op);
    if (media?.schema && body && typeof body === 'object') {
      const props = (resolve(doc, media.schema).properties ?? {}) as Record<string, never>;
      for (const key of Object.keys(body)) {
        const value = unknownValue(doc, props[key], key);
        if (value === undefined) continue;
        (body as Record<string, unknown>)[key] = value;
        changed.push(key);
      }
      const invalid = ctx.validate(media.schema, body);
      if (invalid.length)
        throw new Skip(`could not build a valid request naming unknown records: ${invalid.join('; ')}`);
    }
    if (!changed.length) throw new Skip('no id or name in the request to make unknown');
    const ex = await ctx.send(clientFor(ctx, op), op.operationId, { query, body });
    return ctx.verify(op.operationId, ex, [404]);
  });
}
