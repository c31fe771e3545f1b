import { normalizeMobileNumber } from '@/lib/rules/mobile-number';
import { cityRule } from './city-rule';
import { confirmPasswordRule, emailRule, mobileNumberRule, newPasswordRule } from './validation';

// The details every sign-up form asks for, whatever the account type adds to them.

export type SignUpDetails = {
  phone_number: string;
  email: string;
  city: string | null;
  password: string;
  confirm: string;
};

export const signUpDetailsInitial: SignUpDetails = {
  phone_number: '',
  email: '',
  city: null,
  password: '',
  confirm: '',
};

export const signUpDetailsRules = {
  phone_number: mobileNumberRule,
  email: emailRule,
  city: cityRule,
  password: newPasswordRule,
  confirm: (value: string, values: { password: string }) => confirmPasswordRule(value, values.password),
};

/** The shared part of the verify request, cleaned up as the contract expects. */
export function signUpDetailsBody(values: SignUpDetails) {
  return {
    phone_number: normalizeMobileNumber(values.phone_number),
    email: values.email.trim(),
    password: values.password,
    city: values.city ?? '',
  };
}
