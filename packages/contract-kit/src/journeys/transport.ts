import { jsonBody, sessionRole, type Operation } from '../contract.ts';
import { Skip, type RunContext } from '../context.ts';

// Checks of the documented transport refusals, from the contract alone: a body in a content type
// the operation does not take (415), a body over the limit (413), no session (401) and a session
// of another role (403). Each runs only where the operation documents that status.

/** Over the contract's 1 MB JSON limit. */
const OVERSIZE_BYTES = 1_100_000;

export async function wrongMediaTypeCheck(ctx: RunContext, op: Operation): Promise<void> {
  if (!op.responses['415'] || !op.requestBody) return;
  await ctx.check(op.operationId, 'wrong-media-type', async () => {
    const client = ctx.sessionFor(op);
    const body = JSON.stringify(ctx.requestFor(op.operationId).body ?? {});
    const ex = await ctx.send(client, op.operationId, { body, contentType: 'text/plain' });
    return ctx.verify(op.operationId, ex, [415]);
  });
}

export async function oversizeCheck(ctx: RunContext, op: Operation): Promise<void> {
  if (!op.responses['413'] || !jsonBody(op)) return;
  await ctx.check(op.operationId, 'over-the-limit', async () => {
    const client = ctx.sessionFor(op);
    const base = (ctx.requestFor(op.operationId).body ?? {}) as Record<string, unknown>;
    const body = JSON.stringify({ ...base, padding: 'x'.repeat(OVERSIZE_BYTES) });
    const ex = await ctx.send(client, op.operationId, { body, contentType: 'application/json' });
    return ctx.verify(op.operationId, ex, [413]);
  });
}

export async function sessionRequiredCheck(ctx: RunContext, op: Operation): Promise<void> {
  const role = sessionRole(op);
  if (!role || !op.responses['401']) return;
  if (ctx.results.for(op.operationId).some((c) => c.check === 'requires-session')) return;
  await ctx.check(op.operationId, 'requires-session', async () =>
    ctx.verify(op.operationId, await ctx.send(ctx.client(), op.operationId), [401]),
  );
}

export async function wrongRoleCheck(ctx: RunContext, op: Operation): Promise<void> {
  const role = sessionRole(op);
  if (!role || !op.responses['403']) return;
  await ctx.check(op.operationId, 'wrong-role', async () => {
    const other = [...ctx.sessions.entries()].find(([r]) => r !== role && !r.includes('(sign-up)'));
    if (!other) throw new Skip(`needs a signed-in session of a role other than ${role}`);
    return ctx.verify(op.operationId, await ctx.send(other[1], op.operationId), [403]);
  });
}
