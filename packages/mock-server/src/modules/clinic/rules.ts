import { FacilityType, Role } from '@ehp/api-types';
import type { BranchRecord, FacilityRecord, OwnerRecord, SessionUser, StoreData } from '../../store/types.ts';

export const FACILITY_LABEL: Record<FacilityType, string> = {
  [FacilityType.CLINIC]: 'clinic',
  [FacilityType.HOSPITAL]: 'hospital',
  [FacilityType.PHARMACY]: 'pharmacy',
};

const SIGN_IN_PAGE: Record<FacilityType, string> = {
  [FacilityType.CLINIC]: 'clinic sign-in page',
  [FacilityType.HOSPITAL]: 'hospital sign-in page',
  [FacilityType.PHARMACY]: 'pharmacy sign-in page',
};

/** The hospital and pharmacy pages send facility_type 1 and 2; an account only signs in on its own page. */
export function facilityTypeMismatch(given: FacilityType | undefined, actual: FacilityType): string | null {
  if (given === undefined || given === actual) return null;
  return `This is a ${FACILITY_LABEL[actual]} account, not a ${FACILITY_LABEL[given]} account: sign in on the ${SIGN_IN_PAGE[actual]}.`;
}

export type BranchChoice = { branch: BranchRecord } | { error: string };

/** A single branch is chosen for the owner; with several, branch_id must name one of them. */
export function chooseBranch(branches: BranchRecord[], branchId: number | undefined): BranchChoice {
  if (branchId === undefined) {
    if (branches.length === 1) return { branch: branches[0] };
    return {
      error: `This account has ${branches.length} branches: choose one (branch_id is required; see check_clinic_branches).`,
    };
  }
  const branch = branches.find((b) => b.id === branchId);
  return branch ? { branch } : { error: `branch_id ${branchId} is not a branch of this account` };
}

export interface OwnerAccount {
  owner: OwnerRecord;
  facility: FacilityRecord;
  branches: BranchRecord[];
}

export function findOwnerByEmail(data: StoreData, email: string): OwnerAccount | null {
  const owner = data.owners.find((o) => o.email.toLowerCase() === email.trim().toLowerCase());
  if (!owner) return null;
  const facility = data.facilities.find((f) => f.id === owner.facility_id);
  if (!facility) return null;
  return { owner, facility, branches: data.branches.filter((b) => b.facility_id === facility.id) };
}

/** "Al-Shifa Pharmacy" in Karachi -> "ASP-KAR", made unique with a number when taken. */
export function newBranchCode(facilityName: string, city: string, taken: Set<string>): string {
  const letters =
    facilityName
      .split(/[^A-Za-z]+/)
      .filter(Boolean)
      .map((w) => w[0].toUpperCase())
      .join('')
      .slice(0, 4) || 'BR';
  const place =
    city
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase() || 'PK';
  const base = `${letters}-${place}`;
  if (!taken.has(base.toUpperCase())) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${n}`.toUpperCase())) return `${base}${n}`;
}

/** The session of an owner signed in to one branch of their facility (sign-in and sign-up alike). */
export const ownerSession = (owner: OwnerRecord, facility: FacilityRecord, branchId: number): SessionUser => ({
  name: owner.name,
  role: Role.clinic_owner,
  user_id: String(owner.id),
  clinic_id: String(facility.id),
  facility_type: facility.facility_type,
  branch_id: branchId,
});
