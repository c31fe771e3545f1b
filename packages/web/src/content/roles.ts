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
