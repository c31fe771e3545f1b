import { isValidEmail } from '@ehp/api-types';
import { messages } from '@/content/messages';
import { isValidMobileNumber } from '@/lib/rules/mobile-number';

const DEMO_FIELDS = ['name', 'phone_number', 'email'] as const;
export type DemoFormValues = Record<(typeof DEMO_FIELDS)[number], string>;
/** A field's error: its message, or true (marked invalid; the form-level message says why). */
export type DemoFieldErrors = Partial<Record<keyof DemoFormValues, string | true>>;
export type DemoValidation = { message: string | null; errors: DemoFieldErrors };

/**
 * Every problem at once (issue 25, point 12). The form-level message is the SPEC's: "Please fill in
 * all the fields." when any is blank, else the first wrong field's own message ("Enter a valid
 * Mobile Number"); that field is marked, and any other wrong field says why under itself at the
 * same time, so no message shows twice. The e-mail needs a dot in its domain, as the contract does.
 */
export function validateDemoRequest(values: DemoFormValues): DemoValidation | null {
  const errors: DemoFieldErrors = {};
  for (const field of DEMO_FIELDS) if (values[field].trim() === '') errors[field] = true;
  if (!errors.phone_number && !isValidMobileNumber(values.phone_number))
    errors.phone_number = messages['demo.phoneInvalid'];
  if (!errors.email && !isValidEmail(values.email)) errors.email = messages['demo.emailInvalid'];
  if (Object.keys(errors).length === 0) return null;
  if (Object.values(errors).includes(true)) return { message: messages['demo.missing'], errors };
  const first = DEMO_FIELDS.find((field) => typeof errors[field] === 'string')!;
  return { message: errors[first] as string, errors: { ...errors, [first]: true } };
}
