import type { QaExpireSessions } from '@ehp/api-types';
import type { Router } from 'express';
import type { AppContext } from '../context.ts';

// QA control of sessions (qa-openapi.yaml): end signed-in sessions now, to see how the portal
// behaves when a session has expired under it (issue 21, F13).

export function registerSessionQa(router: Router, ctx: AppContext): void {
  router.post('/sessions/expire', async (req, res) => {
    const { user_id, role }: QaExpireSessions = req.body;
    const now = ctx.now();
    const ended = await ctx.store.write((data) => {
      const matching = Object.keys(data.sessions).filter((hash) => {
        const { user, expires_at } = data.sessions[hash];
        return expires_at > now && (user_id === undefined || user.user_id === user_id) && (!role || user.role === role);
      });
      // Expired rather than deleted: the record ages out with the others (expiredSessions).
      for (const hash of matching) data.sessions[hash].expires_at = now;
      return matching;
    });
    // As at logout: the sockets go, and a portal that connects again hears that nobody is signed in.
    for (const hash of ended) ctx.endSocketsOf(hash);
    ctx.stats.count('qa_sessions_expired', ended.length);
    res.json({ expired: ended.length });
  });
}
