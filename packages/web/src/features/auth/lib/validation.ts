import { isValidEmail } from '@ehp/api-types';
import { isValidMobileNumber, normalizeMobileNumber } from '@/lib/rules/mobile-number';
import { pageMessages, pageTranslator } from '@/lib/i18n/translations';
import { authCatalogue } from '../i18n/en';

const L = pageTranslator(authCatalogue);

// Field rules of the sign-in and sign-up forms. They mirror the contract's schemas
// (openapi.yaml: MobileNumber, OtpCode, Pmdc, Email, Password, PersonName, StaffLoginRequest)
// so the server never has to reject what the form accepted.

/** The field rules' messages, each read in the page's language when used. */
export const authMessages = pageMessages(authCatalogue);

type Rule = (value: string) => string | null;

export const mobileNumberRule: Rule = (value) => {
  if (value.trim() === '') return authMessages['phone.required'];
  return isValidMobileNumber(normalizeMobileNumber(value)) ? null : authMessages['phone.invalid'];
};

export const OTP_LENGTH = 6;
export const otpCodeRule: Rule = (value) => (/^\d{6}$/.test(value) ? null : authMessages['code.invalid']);

/** PMDC numbers are stored upper-case without spaces (12345-P). */
export function normalizePmdc(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

export const pmdcRule: Rule = (value) => {
  if (value.trim() === '') return authMessages['pmdc.required'];
  return /^\d{3,6}-[A-Z]$/.test(normalizePmdc(value)) ? null : authMessages['pmdc.invalid'];
};

/** The contract's NewEmail rule (a domain with a dot: "rabia@clinic" is refused), for sign-in too. */
export const emailRule: Rule = (value) => {
  const email = value.trim();
  if (email === '') return authMessages['email.required'];
  return isValidEmail(email) ? null : authMessages['email.invalid'];
};

/** Sign-in only checks presence: the server decides whether the password is right. */
export const signInPasswordRule: Rule = (value) => {
  if (value === '') return authMessages['password.required'];
  return value.length <= 128 ? null : authMessages['password.tooLong'];
};

export type PasswordRule = { id: string; label: string; test: (value: string) => boolean };

/** Strength rules for a new password, listed beside the field so people see what is missing. */
export const passwordRules: readonly PasswordRule[] = [
  {
    id: 'length',
    get label() {
      return L('password.minLength');
    },
    test: (v) => v.length >= 8,
  },
  {
    id: 'lower',
    get label() {
      return L('password.lowerCase');
    },
    test: (v) => /[a-z]/.test(v),
  },
  {
    id: 'upper',
    get label() {
      return L('password.upperCase');
    },
    test: (v) => /[A-Z]/.test(v),
  },
  {
    id: 'digit',
    get label() {
      return L('password.digit');
    },
    test: (v) => /\d/.test(v),
  },
  {
    id: 'symbol',
    get label() {
      return L('password.symbol');
    },
    test: (v) => /[^A-Za-z0-9\s]/.test(v),
  },
];

export const newPasswordRule: Rule = (value) => {
  if (value === '') return authMessages['password.required'];
  if (value.length > 128) return authMessages['password.tooLong'];
  return passwordRules.every((rule) => rule.test(value)) ? null : authMessages['password.weak'];
};

export const confirmPasswordRule = (value: string, password: string): string | null =>
  value === password ? null : authMessages['password.mismatch'];

export const usernameRule: Rule = (value) => {
  const username = value.trim();
  if (username === '') return authMessages['username.required'];
  return /^[A-Za-z0-9._-]{3,60}$/.test(username) ? null : authMessages['username.invalid'];
};

export const personNameRule: Rule = (value) => {
  const name = value.trim();
  if (name === '') return authMessages['name.required'];
  return name.length <= 100 ? null : authMessages['name.tooLong'];
};

/** Optional name (patients naming a new account): empty is fine, otherwise the person-name rule. */
export const optionalPersonNameRule: Rule = (value) => (value.trim() === '' ? null : personNameRule(value));

export const facilityNameRule: Rule = (value) => {
  const name = value.trim();
  return name.length >= 2 && name.length <= 120 ? null : authMessages['facilityName.invalid'];
};
