import { Role } from '@ehp/api-types';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { homePathForRole, toStoredSession } from './stored-session';

describe('toStoredSession', () => {
  it('when a clinic owner signs in, then clinic, facility and branch ids are kept', () => {
    expect(
      toStoredSession({
        verified: true,
        name: 'Shifa Family Clinic',
        role: Role.clinic_owner,
        user_id: '2001',
        clinic_id: '7',
        facility_type: 0,
        branch_id: 11,
      }),
    ).toEqual({
      name: 'Shifa Family Clinic',
      role: 'clinic_owner',
      user_id: '2001',
      clinic_id: '7',
      facility_type: 0,
      branch_id: 11,
    });
  });

  it('when a patient signs in, then only name, role and user_id are stored', () => {
    expect(toStoredSession({ verified: true, name: 'Ali Hassan', role: Role.patient, user_id: '1001' })).toEqual({
      name: 'Ali Hassan',
      role: 'patient',
      user_id: '1001',
    });
  });
});

describe('homePathForRole', () => {
  it('when signed in, then each role lands on its destination', () => {
    expect(homePathForRole('patient')).toBe(paths.patientProfile);
    expect(homePathForRole('doctor')).toBe(paths.doctorDashboard);
    expect(homePathForRole('clinic_owner')).toBe(paths.clinicDashboard);
    expect(homePathForRole('staff')).toBe(paths.clinicDashboard);
  });
});
