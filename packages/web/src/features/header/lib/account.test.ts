import { headerCatalogue } from '../i18n/en';
import { describe, expect, it } from 'vitest';
import { avatarUrl, initialOf, roleMenus } from './account';
import { isProductionHost } from './production-host';

describe('avatarUrl', () => {
  it('when the user is a patient then uses the patient image by user id', () => {
    expect(avatarUrl({ verified: true, name: 'A', role: 'patient', user_id: '1001' })).toBe(
      '/api/patient/image?id=1001',
    );
  });

  it('when the user is a clinic owner then uses the clinic image by clinic_id', () => {
    expect(avatarUrl({ verified: true, name: 'A', role: 'clinic_owner', user_id: '5', clinic_id: '7' })).toBe(
      '/api/clinic/image?id=7',
    );
  });

  it('when the user is a doctor then uses the doctor image by pmdc', () => {
    expect(avatarUrl({ verified: true, name: 'A', role: 'doctor', user_id: '9', pmdc: '12345-P' })).toBe(
      '/api/doctor/image?pmdc=12345-P',
    );
  });
});

describe('initialOf', () => {
  it('when given a name then returns its first letter upper-cased', () => {
    expect(initialOf('ayesha khan')).toBe('A');
    expect(initialOf('  zain')).toBe('Z');
  });
});

describe('isProductionHost', () => {
  it('when the host is the production host then returns true, ignoring case', () => {
    expect(isProductionHost('www.sehatlink.pk', 'www.sehatlink.pk')).toBe(true);
    expect(isProductionHost('WWW.SehatLink.pk', 'www.sehatlink.pk')).toBe(true);
  });

  it('when the host is anything else then returns false', () => {
    expect(isProductionHost('localhost', 'www.sehatlink.pk')).toBe(false);
    expect(isProductionHost('sehatlink.pk', 'www.sehatlink.pk')).toBe(false);
  });
});

describe('roleMenus', () => {
  it('when listing menus then each role has the items of the spec', () => {
    expect(roleMenus.patient.map((i) => headerCatalogue.messages[i.title])).toEqual([
      'My profile',
      'Book appointment',
      'Online consultation',
    ]);
    expect(roleMenus.clinic_owner.map((i) => headerCatalogue.messages[i.title])).toEqual([
      'Dashboard',
      'Packages',
      'Contact support',
    ]);
    expect(roleMenus.doctor.map((i) => headerCatalogue.messages[i.title])).toEqual([
      'Dashboard',
      'Online consultations',
    ]);
  });
});
