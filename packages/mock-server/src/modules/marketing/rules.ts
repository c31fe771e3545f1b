import { defineIndex } from '../../store/indexes.ts';
import type { DemoSubmission } from '../../store/types.ts';
import { normalizePhone } from '../auth/otp.ts';

export const DUPLICATE_DEMO_MESSAGE = 'Demo request already exist!';

/** SPEC section 8: the same phone number or e-mail may ask for a demo of the same product once. */
export function isDuplicateDemo(
  existing: DemoSubmission[],
  request: { phone_number: string; email: string; demo_for: number },
): boolean {
  const phone = normalizePhone(request.phone_number);
  const email = request.email.trim().toLowerCase();
  return existing.some(
    (d) =>
      d.demo_for === request.demo_for &&
      (normalizePhone(d.phone_number) === phone || d.email.trim().toLowerCase() === email),
  );
}

type DemoFields = { phone_number: string; email: string; demo_for: number };

/** Where a demo request can clash with another: its product with its phone number, and with its e-mail. */
export const demoClashKeys = (d: DemoFields): string[] => [
  `${d.demo_for}|phone|${normalizePhone(d.phone_number)}`,
  `${d.demo_for}|email|${d.email.trim().toLowerCase()}`,
];

/** Demo requests by clash key: the duplicate check reads a handful of records, not all of them. */
export const DEMO_CLASHES = defineIndex<DemoSubmission>(['submissions', 'demo'], demoClashKeys);
