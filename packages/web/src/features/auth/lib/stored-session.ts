import type { components } from '@ehp/api-types';
import { roleHome } from '@/content/roles';
import type { Role, SignedInSession } from '@/lib/session';

type ContractSession = components['schemas']['Session'];

/** The sign-in response's data, in the shape saveSession stores as `authToken`. */
export function toStoredSession(data: ContractSession): Omit<SignedInSession, 'verified'> {
  const stored: Omit<SignedInSession, 'verified'> = { name: data.name, role: data.role, user_id: data.user_id };
  if (data.clinic_id !== undefined) stored.clinic_id = data.clinic_id;
  if (data.pmdc !== undefined) stored.pmdc = data.pmdc;
  if (data.facility_type !== undefined) stored.facility_type = data.facility_type;
  if (data.branch_id !== undefined) stored.branch_id = data.branch_id;
  return stored;
}

/** Where each audience lands after signing in. */
export const homePathForRole = (role: Role): string => roleHome(role);
