import { Role } from '@ehp/api-types';
import { forbidden, notFound, unauthorized } from '../../http/errors.ts';
import { ok, type HandlerTable } from '../../http/handler.ts';
import type { BranchRecord, SessionUser, StoreData } from '../../store/types.ts';
import { sessionBody } from '../auth/rules.ts';
import { CLINIC_OWNER } from '../roles.ts';

/** A branch as the dashboard shows it (openapi.yaml FacilityBranch). */
export const branchView = (b: BranchRecord) => ({
  branch_id: b.id,
  branch_name: b.name,
  branch_code: b.code,
  city: b.city,
  address: b.address ?? '',
});

/**
 * The branches a facility session may see: every branch of the owner's facility, or the staff
 * member's own branch. Sorted by name, so a switcher lists them the same way each time.
 */
export function visibleBranches(data: StoreData, user: SessionUser): BranchRecord[] {
  const facilityId = Number(user.clinic_id);
  const mine = data.branches.filter((b) => b.facility_id === facilityId);
  const seen = user.role === Role.staff ? mine.filter((b) => b.id === user.branch_id) : mine;
  return [...seen].sort((a, b) => a.name.localeCompare(b.name));
}

function facilityUser(user: SessionUser | null): SessionUser {
  if (!user) throw unauthorized('Sign in as a clinic, hospital or pharmacy owner or staff member first');
  if ((user.role !== Role.clinic_owner && user.role !== Role.staff) || !user.clinic_id)
    throw forbidden(`Only facility owners and staff have branches; you are signed in as ${user.role}`);
  return user;
}

export const clinicBranchHandlers = {
  listClinicBranches: ({ ctx, session }) => {
    const user = facilityUser(session.user);
    const branches = visibleBranches(ctx.store.data, user);
    const current = branches.find((b) => b.id === user.branch_id) ?? branches[0];
    if (!current) throw notFound('This account has no branches');
    return ok({ message: 'OK', data: { current_branch_id: current.id, branches: branches.map(branchView) } });
  },

  // The role guard has already refused anyone but a clinic_owner.
  switchClinicBranch: {
    role: CLINIC_OWNER,
    handle: async ({ body, ctx, session }) => {
      const user = facilityUser(session.user);
      const branch = visibleBranches(ctx.store.data, user).find((b) => b.id === body.branch_id);
      // Another owner's branch and a branch that does not exist answer alike: nothing is learnt.
      if (!branch) throw notFound(`branch_id ${body.branch_id} is not one of your branches`);
      const next: SessionUser = { ...user, branch_id: branch.id };
      await ctx.store.write((data) => {
        const record = data.sessions[session.hash];
        if (record) record.user = next;
      });
      return ok(sessionBody('Branch switched', next));
    },
  },
} satisfies HandlerTable;
