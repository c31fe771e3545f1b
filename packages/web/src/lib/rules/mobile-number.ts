/** Pakistani mobile number: an optional leading 0, then 3, then nine digits (SPEC section 5). */
export const MOBILE_NUMBER_PATTERN = /^0?3\d{9}$/;

export function isValidMobileNumber(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  return MOBILE_NUMBER_PATTERN.test(value.trim());
}
