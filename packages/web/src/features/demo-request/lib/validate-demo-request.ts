import { messages } from '@/content/messages';
import { isValidMobileNumber } from '@/lib/rules/mobile-number';

const DEMO_FIELDS = ['name', 'phone_number', 'email'] as const;
export type DemoFormValues = Record<(typeof DEMO_FIELDS)[number], string>;
export type DemoValidation = { message: string; fields: (keyof DemoFormValues)[] };

/** All three fields are required first; then the mobile number rule. No e-mail check beyond the input type. */
export function validateDemoRequest(values: DemoFormValues): DemoValidation | null {
  const blank = DEMO_FIELDS.filter((field) => values[field].trim() === '');
  if (blank.length > 0) return { message: messages.demoMissingFields, fields: blank };
  if (!isValidMobileNumber(values.phone_number))
    return { message: messages.demoInvalidMobile, fields: ['phone_number'] };
  return null;
}
