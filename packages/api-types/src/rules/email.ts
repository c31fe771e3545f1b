/** openapi.yaml NewEmail.pattern (sign-ups, demo, contact and lab booking): a local part, "@", then a domain with at least one dot ("rabia@clinic" is refused). */
export const EMAIL_PATTERN_SOURCE = '^[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)+$';
export const EMAIL_PATTERN = new RegExp(EMAIL_PATTERN_SOURCE);
/** openapi.yaml NewEmail.maxLength. */
export const EMAIL_MAX_LENGTH = 254;

/** Whether the trimmed value is an address the contract accepts (a domain with a dot, at most 254 characters). */
export function isValidEmail(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  const email = value.trim();
  return email.length >= 3 && email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}
