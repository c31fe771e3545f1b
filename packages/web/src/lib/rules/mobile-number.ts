/** Pakistani mobile number: an optional leading 0, then 3, then nine digits (SPEC section 5). */
export const MOBILE_NUMBER_PATTERN = /^0?3\d{9}$/;

export function isValidMobileNumber(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  return MOBILE_NUMBER_PATTERN.test(value.trim());
}

/**
 * Accepts spaces, dashes, brackets and a +92 / 92 prefix, and returns the 03XXXXXXXXX form the
 * API expects. The result still has to pass isValidMobileNumber.
 */
export function normalizeMobileNumber(value: string): string {
  let digits = value.replace(/[\s()-]/g, '');
  if (digits.startsWith('+92')) digits = `0${digits.slice(3)}`;
  else if (/^923\d{9}$/.test(digits)) digits = `0${digits.slice(2)}`;
  else if (/^3\d{9}$/.test(digits)) digits = `0${digits}`;
  return digits;
}
