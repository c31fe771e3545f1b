import { FacilityType } from '@/config/constants';
import { paths, roleHomePath } from '@/config/paths';
import type { Role } from '@/lib/session';

/** How each audience is named in sentences ("You are signed in as a clinic owner"). */
export const roleNames: Record<Role, string> = {
  patient: 'patient',
  clinic_owner: 'clinic owner',
  doctor: 'doctor',
  staff: 'clinic staff member',
};

/** Where each role lands after signing in; staff work in their clinic's dashboard. */
export function roleHome(role: Role): string {
  return role === 'staff' ? paths.clinicDashboard : roleHomePath[role];
}

/** The sign-in page of a role's audience (SPEC section 2): a facility owner's by the facility's type. */
export function signInPathOf(role: Role, facilityType?: FacilityType): string {
  switch (role) {
    case 'patient':
      return paths.login.patient;
    case 'doctor':
      return paths.login.doctor;
    case 'staff':
      return paths.login.staff;
    case 'clinic_owner':
      if (facilityType === FacilityType.HOSPITAL) return paths.login.hospital;
      if (facilityType === FacilityType.PHARMACY) return paths.login.pharmacy;
      return paths.login.clinic;
  }
}
