import { FacilityType } from '@ehp/api-types';
import { describe, expect, it } from 'vitest';
import { signInPathOf } from './roles';

describe('signInPathOf', () => {
  it('when a role is given, then its audience’s sign-in page (SPEC section 2)', () => {
    expect(signInPathOf('patient')).toBe('/patient/login');
    expect(signInPathOf('doctor')).toBe('/doctor/login');
    expect(signInPathOf('staff')).toBe('/staff/login');
  });

  it('when a facility owner is given, then the page of the facility’s type (clinics by default)', () => {
    expect(signInPathOf('clinic_owner')).toBe('/clinic-management-system/login');
    expect(signInPathOf('clinic_owner', FacilityType.CLINIC)).toBe('/clinic-management-system/login');
    expect(signInPathOf('clinic_owner', FacilityType.HOSPITAL)).toBe('/hospital/login');
    expect(signInPathOf('clinic_owner', FacilityType.PHARMACY)).toBe('/pms/login');
  });
});
