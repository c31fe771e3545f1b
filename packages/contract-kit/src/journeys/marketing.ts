import type { RunContext } from '../context.ts';
import { freshPhone, freshTag } from './expect.ts';

// A demo request is unique per phone or e-mail and product, so the example is sent with fresh
// contact details, and then again to see the documented 409.

export async function marketingJourney(ctx: RunContext): Promise<void> {
  const tag = freshTag();
  ctx.override('addDemoRequest', { body: { phone_number: freshPhone(), email: `demo.${tag}@example.pk` } });
  const created = await ctx.check('addDemoRequest', 'example', async () =>
    ctx.verify('addDemoRequest', await ctx.send(ctx.anon, 'addDemoRequest'), [201]),
  );
  await ctx.check('addDemoRequest', 'duplicate-conflict', async () => {
    if (!created) return { problems: ['the first request was not stored, so the duplicate cannot be checked'] };
    return ctx.verify('addDemoRequest', await ctx.send(ctx.anon, 'addDemoRequest'), [409]);
  });
  // Later checks (XSRF, invalid bodies) must not trip over the duplicate rule.
  ctx.override('addDemoRequest', { body: { phone_number: freshPhone(), email: `demo.${tag}.2@example.pk` } });
}
