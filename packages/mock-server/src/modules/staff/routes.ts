import { Role } from '@ehp/api-types';
import { ok, type HandlerTable } from '../../http/handler.ts';
import { signIn } from '../../http/session.ts';
import { checkPassword } from '../../store/passwords.ts';
import { clientAddress } from '../../http/client-address.ts';
import { guardedSignIn, sessionBody } from '../auth/rules.ts';

export const staffHandlers = {
  staffLogin: async ({ body, ctx, req, res }) => {
    const username = body.username.toLowerCase();
    const member = await guardedSignIn(ctx, clientAddress(req), `staff:${username}`, async () => {
      const found = ctx.store.data.staff.find((s) => s.username.toLowerCase() === username);
      return (await checkPassword(body.password, found?.password_hash)) ? found! : null;
    });
    const facility = ctx.store.data.facilities.find((f) => f.id === member.facility_id);
    const user = {
      name: member.name,
      role: Role.staff,
      user_id: String(member.id),
      clinic_id: String(member.facility_id),
      branch_id: member.branch_id,
      ...(facility ? { facility_type: facility.facility_type } : {}),
    };
    await signIn(req, res, ctx.store, user, ctx.now());
    return ok(sessionBody('Signed in', user));
  },
} satisfies HandlerTable;
