import type { RunContext } from '../context.ts';
import { refused, signIn, skipAll } from './sign-in.ts';

export async function staffJourney(ctx: RunContext): Promise<void> {
  const staff = ctx.config.staff;
  if (!staff) return skipAll(ctx, ['staffLogin'], 'no staff configured');
  const client = ctx.client();
  const creds = { username: staff.username, password: staff.password };
  ctx.override('staffLogin', { body: creds });
  await refused(ctx, 'staffLogin', 'wrong-credentials', client, {
    body: { ...creds, password: `${staff.password}-wrong` },
  });
  await signIn(ctx, 'staffLogin', client, { body: creds }, 'staff');
}
