import { messages } from '@/content/messages';
import { isValidMobileNumber } from '@/lib/rules/mobile-number';

export type DemoFormValues = { name: string; phone_number: string; email: string };
export type DemoValidation = { message: string; fields: (keyof DemoFormValues)[] };

/** All three fields are required first; then the mobile number rule. No e-mail check beyond the input type. */
export function validateDemoRequest(values: DemoFormValues): DemoValidation | null {
  const blank = (Object.keys(values) as (keyof DemoFormValues)[]).filter((field) => values[field].trim() === '');
  if (blank.length > 0) return { message: messages.demoMissingFields, fields: blank };
  if (!isValidMobileNumber(values.phone_number))
    return { message: messages.demoInvalidMobile, fields: ['phone_number'] };
  return null;
}
