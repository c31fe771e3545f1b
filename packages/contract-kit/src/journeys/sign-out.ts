import { sessionRole } from '../contract.ts';
import type { RunContext } from '../context.ts';
import { signOutCookieProblems } from '../cookie-checks.ts';
import { SESSION_COOKIE, XSRF_COOKIE } from '../http-client.ts';

// Every session the run opened is closed: logout answers 200, clears (or rotates) the session
// cookie, and a call that needs that role, replaying the old cookies, is then refused with 401.

export async function signOutJourney(ctx: RunContext): Promise<void> {
  await ctx.check('logout', 'without-session', async () =>
    ctx.verify('logout', await ctx.send(ctx.anon, 'logout'), [200]),
  );
  for (const [role, client] of ctx.sessions) {
    const needsRole = ctx.contract.operations.find((o) => sessionRole(o) === role);
    await ctx.check('logout', `clears-session:${role}`, async () => {
      const stolen = client.jar.get(SESSION_COOKIE);
      const stolenXsrf = client.jar.get(XSRF_COOKIE);
      const ex = await ctx.send(client, 'logout');
      const verdict = ctx.verify('logout', ex, [200], signOutCookieProblems(ex, stolen));
      if (!needsRole || !stolen || verdict.problems.length) return verdict;
      // The old cookies, replayed (XSRF included: it may be bound to the session), must be dead
      // on the server too, not just dropped by the client.
      client.jar.set(SESSION_COOKIE, stolen);
      if (stolenXsrf) client.jar.set(XSRF_COOKIE, stolenXsrf);
      const after = await ctx.send(client, needsRole.operationId);
      const refused =
        after.status === 401
          ? []
          : [`${needsRole.operationId} with the signed-out cookie got ${after.status}, expected 401`];
      return { problems: refused, exchange: after };
    });
  }
  ctx.sessions.clear();
}
