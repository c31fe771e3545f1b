import { Skip, type RunContext, type Verdict } from '../context.ts';
import { sessionRole, type Operation } from '../contract.ts';
import { XSRF_HEADER } from '../http-client.ts';
import { allowedOriginProblems, corsRule, FOREIGN_ORIGIN, foreignOriginProblems } from '../rules/cors.ts';

// CORS as openapi.yaml `x-cors` documents it, on two operations: an anonymous GET (a simple
// request: the answer's headers) and a mutating call (its preflight). Each is asked from the
// first allowed origin (config.cors.origin overrides it: a deployment lists its own portal) and
// from a foreign one.

export async function corsChecks(ctx: RunContext, ops: Operation[]): Promise<void> {
  const rule = corsRule(ctx.contract.openapi);
  const get = ops.find((o) => o.method === 'GET' && !sessionRole(o) && !o.parameters.some((p) => p.required));
  const post = ops.find((o) => o.operationId === 'logout') ?? ops.find((o) => o.mutating);
  const origin = ctx.config.cors?.origin ?? rule?.allowedOrigins[0];
  for (const op of [get, post]) {
    if (!op) continue;
    const preflight = op.mutating;
    const ask = (from: string) =>
      ctx.anon.request({
        method: preflight ? 'OPTIONS' : op.method,
        path: op.path,
        headers: preflight
          ? {
              origin: from,
              'access-control-request-method': op.method,
              'access-control-request-headers': `content-type,${XSRF_HEADER}`,
            }
          : { origin: from },
      });
    await ctx.check(op.operationId, 'cors-allowed', async (): Promise<Verdict> => {
      if (!rule || !origin) throw new Skip('openapi.yaml documents no x-cors (allowedOrigins)');
      const ex = await ask(origin);
      return { problems: allowedOriginProblems(ex, origin, rule, preflight), exchange: ex };
    });
    await ctx.check(op.operationId, 'cors-foreign', async (): Promise<Verdict> => {
      if (!rule) throw new Skip('openapi.yaml documents no x-cors');
      const ex = await ask(FOREIGN_ORIGIN);
      return { problems: foreignOriginProblems(ex, rule, preflight), exchange: ex };
    });
  }
}
