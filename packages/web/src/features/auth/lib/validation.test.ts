import { describe, expect, it } from 'vitest';
import { normalizeMobileNumber } from '@/lib/rules/mobile-number';
import { cityRule } from './city-rule';
import { specialityRule } from './speciality-rule';
import {
  authMessages,
  confirmPasswordRule,
  emailRule,
  facilityNameRule,
  mobileNumberRule,
  newPasswordRule,
  normalizePmdc,
  optionalPersonNameRule,
  otpCodeRule,
  passwordRules,
  personNameRule,
  pmdcRule,
  signInPasswordRule,
  usernameRule,
} from './validation';

describe('mobile number', () => {
  it('when written with spaces, dashes or a +92 prefix, then it is normalised to 03XXXXXXXXX', () => {
    expect(normalizeMobileNumber('0300-1234567')).toBe('03001234567');
    expect(normalizeMobileNumber('+92 300 1234567')).toBe('03001234567');
    expect(normalizeMobileNumber('923001234567')).toBe('03001234567');
    expect(normalizeMobileNumber('3001234567')).toBe('03001234567');
  });

  it('when empty or not a mobile number, then the rule explains what is expected', () => {
    expect(mobileNumberRule('')).toBe(authMessages['phone.required']);
    expect(mobileNumberRule('04235761999')).toBe(authMessages['phone.invalid']);
    expect(mobileNumberRule('0300123456')).toBe(authMessages['phone.invalid']);
    expect(mobileNumberRule('0300 1234567')).toBeNull();
  });
});

describe('one-time code', () => {
  it('when not exactly six digits, then it is rejected', () => {
    expect(otpCodeRule('12345')).toBe(authMessages['code.invalid']);
    expect(otpCodeRule('12345a')).toBe(authMessages['code.invalid']);
    expect(otpCodeRule('123456')).toBeNull();
  });
});

describe('PMDC number', () => {
  it('when typed in lower case or with spaces, then it is normalised and accepted', () => {
    expect(normalizePmdc(' 12345-p ')).toBe('12345-P');
    expect(pmdcRule('12345-p')).toBeNull();
  });

  it('when the shape is wrong, then the rule shows an example', () => {
    expect(pmdcRule('')).toBe(authMessages['pmdc.required']);
    expect(pmdcRule('12345')).toBe(authMessages['pmdc.invalid']);
    expect(pmdcRule('12-P')).toBe(authMessages['pmdc.invalid']);
    expect(pmdcRule('1234567-P')).toBe(authMessages['pmdc.invalid']);
  });
});

describe('e-mail and sign-in password', () => {
  it('when the e-mail has no domain, then it is rejected', () => {
    expect(emailRule('')).toBe(authMessages['email.required']);
    expect(emailRule('owner@clinic')).toBe(authMessages['email.invalid']);
    expect(emailRule(' owner@shifaclinic.pk ')).toBeNull();
  });

  it('when signing in, then any non-empty password up to 128 characters is accepted', () => {
    expect(signInPasswordRule('')).toBe(authMessages['password.required']);
    expect(signInPasswordRule('x')).toBeNull();
    expect(signInPasswordRule('x'.repeat(129))).toBe(authMessages['password.tooLong']);
  });
});

describe('new password strength', () => {
  it('when a rule is missing, then the password is weak and that rule fails', () => {
    expect(newPasswordRule('clinic@123')).toBe(authMessages['password.weak']);
    const failing = passwordRules.filter((r) => !r.test('clinic@123')).map((r) => r.id);
    expect(failing).toEqual(['upper']);
  });

  it('when every rule passes, then the password is accepted', () => {
    expect(newPasswordRule('Clinic@123')).toBeNull();
    expect(newPasswordRule('')).toBe(authMessages['password.required']);
    expect(newPasswordRule(`Aa1!${'x'.repeat(125)}`)).toBe(authMessages['password.tooLong']);
  });

  it('when the confirmation differs, then it says the passwords do not match', () => {
    expect(confirmPasswordRule('Clinic@12', 'Clinic@123')).toBe(authMessages['password.mismatch']);
    expect(confirmPasswordRule('Clinic@123', 'Clinic@123')).toBeNull();
  });
});

describe('names, username, city and speciality', () => {
  it('when a name is blank or too long, then it is rejected', () => {
    expect(personNameRule('   ')).toBe(authMessages['name.required']);
    expect(personNameRule('x'.repeat(101))).toBe(authMessages['name.tooLong']);
    expect(personNameRule('Ayesha Khan')).toBeNull();
    expect(optionalPersonNameRule('')).toBeNull();
  });

  it('when a facility name is shorter than 2 characters, then it is rejected', () => {
    expect(facilityNameRule('A')).toBe(authMessages['facilityName.invalid']);
    expect(facilityNameRule('Al-Shifa Pharmacy')).toBeNull();
  });

  it('when a username has spaces, then it is rejected', () => {
    expect(usernameRule('')).toBe(authMessages['username.required']);
    expect(usernameRule('front desk')).toBe(authMessages['username.invalid']);
    expect(usernameRule('reception.gulberg')).toBeNull();
  });

  it('when the city or speciality is not from the list, then it is rejected', () => {
    expect(cityRule(null)).toBe(authMessages['city.required']);
    expect(cityRule('Atlantis')).toBe(authMessages['city.required']);
    expect(cityRule('All')).toBe(authMessages['city.required']);
    expect(cityRule('Lahore')).toBeNull();
    expect(specialityRule('Dermatologist')).toBeNull();
    expect(specialityRule('')).toBe(authMessages['speciality.required']);
  });
});
