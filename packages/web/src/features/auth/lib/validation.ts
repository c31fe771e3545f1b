import { cityNames } from '@/content/cities';
import { isValidMobileNumber, normalizeMobileNumber } from '@/lib/rules/mobile-number';

// Field rules of the sign-in and sign-up forms. They mirror the contract's schemas
// (openapi.yaml: MobileNumber, OtpCode, Pmdc, Email, Password, PersonName, StaffLoginRequest)
// so the server never has to reject what the form accepted.

export const authMessages = {
  phoneRequired: 'Enter your mobile number',
  phoneInvalid: 'Enter a valid Pakistani mobile number, e.g. 03001234567',
  codeInvalid: 'Enter the 6-digit code we sent you',
  pmdcRequired: 'Enter your PMDC registration number',
  pmdcInvalid: 'Enter your PMDC number as digits, a dash and a letter, e.g. 12345-P',
  emailRequired: 'Enter your e-mail address',
  emailInvalid: 'Enter a valid e-mail address, e.g. name@clinic.pk',
  passwordRequired: 'Enter your password',
  passwordTooLong: 'Passwords can be at most 128 characters',
  passwordWeak: 'Choose a password that meets every rule below',
  passwordMismatch: 'The passwords do not match',
  usernameRequired: 'Enter the username your clinic gave you',
  usernameInvalid: 'Usernames are 3 to 60 letters, digits, dots, dashes or underscores',
  nameRequired: 'Enter your full name',
  nameTooLong: 'Names can be at most 100 characters',
  facilityNameInvalid: 'Enter the name of your facility (2 to 120 characters)',
  cityRequired: 'Choose your city from the list',
  specialityRequired: 'Choose your speciality from the list',
  branchRequired: 'Choose the branch you want to sign in to',
} as const;

type Rule = (value: string) => string | null;

export const mobileNumberRule: Rule = (value) => {
  if (value.trim() === '') return authMessages.phoneRequired;
  return isValidMobileNumber(normalizeMobileNumber(value)) ? null : authMessages.phoneInvalid;
};

export const OTP_LENGTH = 6;
export const otpCodeRule: Rule = (value) => (/^\d{6}$/.test(value) ? null : authMessages.codeInvalid);

/** PMDC numbers are stored upper-case without spaces (12345-P). */
export function normalizePmdc(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

export const pmdcRule: Rule = (value) => {
  if (value.trim() === '') return authMessages.pmdcRequired;
  return /^\d{3,6}-[A-Z]$/.test(normalizePmdc(value)) ? null : authMessages.pmdcInvalid;
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const emailRule: Rule = (value) => {
  const email = value.trim();
  if (email === '') return authMessages.emailRequired;
  return email.length <= 254 && EMAIL_PATTERN.test(email) ? null : authMessages.emailInvalid;
};

/** Sign-in only checks presence: the server decides whether the password is right. */
export const signInPasswordRule: Rule = (value) => {
  if (value === '') return authMessages.passwordRequired;
  return value.length <= 128 ? null : authMessages.passwordTooLong;
};

export type PasswordRule = { id: string; label: string; test: (value: string) => boolean };

/** Strength rules for a new password, listed beside the field so people see what is missing. */
export const passwordRules: readonly PasswordRule[] = [
  { id: 'length', label: 'At least 8 characters', test: (v) => v.length >= 8 },
  { id: 'lower', label: 'A lower-case letter', test: (v) => /[a-z]/.test(v) },
  { id: 'upper', label: 'An upper-case letter', test: (v) => /[A-Z]/.test(v) },
  { id: 'digit', label: 'A number', test: (v) => /\d/.test(v) },
  { id: 'symbol', label: 'A symbol such as @ # $ or !', test: (v) => /[^A-Za-z0-9\s]/.test(v) },
];

export const newPasswordRule: Rule = (value) => {
  if (value === '') return authMessages.passwordRequired;
  if (value.length > 128) return authMessages.passwordTooLong;
  return passwordRules.every((rule) => rule.test(value)) ? null : authMessages.passwordWeak;
};

export const confirmPasswordRule = (value: string, password: string): string | null =>
  value === password ? null : authMessages.passwordMismatch;

export const usernameRule: Rule = (value) => {
  const username = value.trim();
  if (username === '') return authMessages.usernameRequired;
  return /^[A-Za-z0-9._-]{3,60}$/.test(username) ? null : authMessages.usernameInvalid;
};

export const personNameRule: Rule = (value) => {
  const name = value.trim();
  if (name === '') return authMessages.nameRequired;
  return name.length <= 100 ? null : authMessages.nameTooLong;
};

/** Optional name (patients naming a new account): empty is fine, otherwise the person-name rule. */
export const optionalPersonNameRule: Rule = (value) => (value.trim() === '' ? null : personNameRule(value));

export const facilityNameRule: Rule = (value) => {
  const name = value.trim();
  return name.length >= 2 && name.length <= 120 ? null : authMessages.facilityNameInvalid;
};

export const cityRule = (value: string | null): string | null =>
  value && (cityNames as readonly string[]).includes(value) ? null : authMessages.cityRequired;
