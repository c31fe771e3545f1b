import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSession, parseSession, saveSession, SIGNED_OUT, useSession } from './session';

const patient = { verified: true, name: 'Ayesha Khan', role: 'patient', user_id: '42' };
const clinicOwner = { verified: true, name: 'Dr. Imran Clinic', role: 'clinic_owner', user_id: '7', clinic_id: '3' };
const doctor = { verified: true, name: 'Dr. Sana Malik', role: 'doctor', user_id: '9', pmdc: '12345-P' };

describe('parseSession', () => {
  it('when the token is a valid patient then returns the patient session', () => {
    expect(parseSession(JSON.stringify(patient))).toEqual(patient);
  });

  it('when the token is a clinic owner with clinic_id then keeps clinic_id', () => {
    expect(parseSession(JSON.stringify(clinicOwner))).toEqual(clinicOwner);
  });

  it('when the token is a doctor with pmdc then keeps pmdc', () => {
    expect(parseSession(JSON.stringify(doctor))).toEqual(doctor);
  });

  it('when a clinic staff session carries facility_type and branch_id then they are kept', () => {
    const staff = {
      verified: true,
      name: 'Rabia Noor',
      role: 'staff',
      user_id: '55',
      clinic_id: '7',
      facility_type: 0,
      branch_id: 11,
    };
    expect(parseSession(JSON.stringify(staff))).toEqual(staff);
  });

  it('when facility_type is not a known facility then the user is signed out', () => {
    expect(parseSession(JSON.stringify({ ...clinicOwner, facility_type: 9 }))).toEqual(SIGNED_OUT);
    expect(parseSession(JSON.stringify({ ...clinicOwner, branch_id: '11' }))).toEqual(SIGNED_OUT);
  });

  it('when ids are whole numbers then they are read as strings', () => {
    expect(parseSession(JSON.stringify({ ...patient, user_id: 42 }))).toMatchObject({ user_id: '42' });
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['not JSON', '{verified:true'],
    ['JSON null', 'null'],
    ['a JSON string', '"patient"'],
    ['a JSON array', '[1,2]'],
    ['a number', '42'],
  ])('when the token is %s then the user is signed out', (_label, raw) => {
    expect(parseSession(raw)).toEqual(SIGNED_OUT);
  });

  it.each([
    ['not verified', { ...patient, verified: false }],
    ['verified as a string', { ...patient, verified: 'true' }],
    ['an unknown role', { ...patient, role: 'admin' }],
    ['a role of the wrong type', { ...patient, role: 1 }],
    ['no name', { ...patient, name: undefined }],
    ['a blank name', { ...patient, name: '   ' }],
    ['a name that is an object', { ...patient, name: { first: 'A' } }],
    ['no user_id', { ...patient, user_id: undefined }],
    ['a user_id that is an object', { ...patient, user_id: { $ne: null } }],
    ['a negative user_id', { ...patient, user_id: -1 }],
    ['a clinic owner without clinic_id', { ...clinicOwner, clinic_id: undefined }],
    ['a doctor without pmdc', { ...doctor, pmdc: '' }],
  ])('when the token has %s then the user is signed out', (_label, token) => {
    expect(parseSession(JSON.stringify(token))).toEqual(SIGNED_OUT);
  });
});

describe('useSession', () => {
  it('when nothing is stored then reports signed out', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual(SIGNED_OUT);
  });

  it('when a session is saved and then cleared then the hook follows', () => {
    const { result } = renderHook(() => useSession());
    act(() => saveSession({ name: 'Ayesha Khan', role: 'patient', user_id: '42' }));
    expect(result.current).toEqual(patient);
    act(() => clearSession());
    expect(result.current).toEqual(SIGNED_OUT);
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('when a tampered token is stored then the hook reports signed out without throwing', () => {
    window.localStorage.setItem('authToken', '{"verified":true,"role":"patient"');
    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual(SIGNED_OUT);
  });
});
