import type { AppContext } from '../../context.ts';
import { badRequest, notFound, unauthorized, ErrorCode } from '../../http/errors.ts';
import { ok, type HandlerTable } from '../../http/handler.ts';
import { signIn } from '../../http/session.ts';
import { checkPassword } from '../../store/passwords.ts';
import { clientAddress } from '../../http/client-address.ts';
import { guardedSignIn, sessionBody } from '../auth/rules.ts';
import { chooseBranch, facilityTypeMismatch, findOwnerByEmail, ownerSession, type OwnerAccount } from './rules.ts';

/** Credentials, then the facility type of the page the owner came from. */
async function checkOwner(
  ctx: AppContext,
  address: string,
  email: string,
  password: string,
  facilityType: number | undefined,
): Promise<OwnerAccount> {
  const account = await guardedSignIn(ctx, address, `owner:${email}`, async () => {
    const found = findOwnerByEmail(ctx.store.data, email);
    return (await checkPassword(password, found?.owner.password_hash)) ? found : null;
  });
  const mismatch = facilityTypeMismatch(facilityType, account.facility.facility_type);
  if (mismatch) throw unauthorized(mismatch, ErrorCode.wrong_credentials);
  return account;
}

export const clinicSignInHandlers = {
  checkClinicBranches: async ({ body, ctx, req }) => {
    const { facility, branches } = await checkOwner(
      ctx,
      clientAddress(req),
      body.email,
      body.password,
      body.facility_type,
    );
    return ok({
      message: 'Branches found',
      data: {
        facility_type: facility.facility_type,
        branches: branches.map((b) => ({ branch_id: b.id, branch_name: b.name, branch_code: b.code, city: b.city })),
      },
    });
  },

  clinicLogin: async ({ body, ctx, req, res }) => {
    const { owner, facility, branches } = await checkOwner(
      ctx,
      clientAddress(req),
      body.email,
      body.password,
      body.facility_type,
    );
    const choice = chooseBranch(branches, body.branch_id);
    if ('error' in choice) throw badRequest(choice.error);
    const user = ownerSession(owner, facility, choice.branch.id);
    await signIn(req, res, ctx.store, user, ctx.now());
    return ok(sessionBody('Signed in', user));
  },

  validateBranchCode: ({ body, ctx }) => {
    const code = body.branch_code.toUpperCase();
    const branch = ctx.store.data.branches.find((b) => b.code.toUpperCase() === code);
    if (!branch) throw notFound(`No branch has the code ${body.branch_code}`);
    return ok({
      message: 'Branch code is valid',
      data: { branch_id: branch.id, branch_name: branch.name, clinic_id: String(branch.facility_id) },
    });
  },
} satisfies HandlerTable;
