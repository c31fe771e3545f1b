import { Skip, type RequestParts, type RunContext } from '../context.ts';
import { signInCookieProblems } from '../cookie-checks.ts';
import type { Exchange, HttpClient } from '../http-client.ts';
import { fetchOtp } from '../otp-hook.ts';

// Shared steps of every audience's sign-in: the call, its cookies, and the refused variants.

export async function signIn(
  ctx: RunContext,
  operationId: string,
  client: HttpClient,
  parts: Partial<RequestParts>,
  role: string,
): Promise<Exchange | undefined> {
  let exchange: Exchange | undefined;
  ctx.sessionSources.set(role, operationId);
  const status = ctx.op(operationId).responses['201'] ? 201 : 200;
  const ok = await ctx.check(operationId, 'example', async () => {
    exchange = await ctx.send(client, operationId, parts);
    return ctx.verify(operationId, exchange, [status]);
  });
  if (!exchange || exchange.networkError) return undefined;
  const ex = exchange;
  await ctx.check(operationId, 'session-cookie', async () => ({ problems: signInCookieProblems(ex), exchange: ex }));
  if (ok) ctx.sessions.set(role, client);
  return ok ? ex : undefined;
}

/** A call that must be refused with a documented status (wrong password, wrong code...). */
export async function refused(
  ctx: RunContext,
  operationId: string,
  check: string,
  client: HttpClient,
  parts: Partial<RequestParts>,
  expected = [401],
): Promise<void> {
  await ctx.check(operationId, check, async () =>
    ctx.verify(operationId, await ctx.send(client, operationId, parts), expected),
  );
}

export async function otpFor(ctx: RunContext, phone: string | undefined, who: string): Promise<string> {
  if (!phone) throw new Skip(`no phone configured for ${who}`);
  if (!ctx.config.otp) throw new Skip('no OTP hook configured (config.otp)');
  return fetchOtp(ctx.config.otp, ctx.options.baseUrl, phone);
}

/** A six-digit code that is not the right one. */
export const wrongCode = (code: string): string => (code === '000000' ? '111111' : '000000');

export async function skipAll(
  ctx: RunContext,
  operationIds: string[],
  reason: string,
  blockedBy?: string,
): Promise<void> {
  for (const id of operationIds) {
    await ctx.check(id, 'example', async () => {
      throw new Skip(reason, blockedBy);
    });
  }
}
