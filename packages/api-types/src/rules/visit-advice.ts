import { addDays } from './pakistan-time.ts';

// The doctor's advice after a visit and the patient's rating of it (openapi.yaml saveVisitAdvice,
// rateVisit): the limits the contract states and the rules a schema cannot say, for the portal's
// form and the mock alike.

export const VISIT_ADVICE_LIMITS = {
  advice: 2000,
  medicines: 20,
  tests: 20,
  medicineName: 100,
  strength: 50,
  frequency: 100,
  test: 100,
  maxDays: 365,
  /** The follow-up date is after the visit and at most this many days after it. */
  followUpWithinDays: 365,
  comment: 500,
} as const;

/**
 * How long the link of the prescription_ready message opens the advice (getVisitAdviceByLink),
 * counted from the advice's first save.
 */
export const VISIT_LINK_DAYS = 30;

export type VisitAdviceProblem = 'empty' | 'follow_up_not_after_visit' | 'follow_up_too_far';

export interface VisitAdviceFields {
  advice: string;
  medicines: readonly unknown[];
  tests: readonly string[];
  follow_up_date: string | null;
}

/** What is wrong with the advice beyond its schema (text already trimmed), or null. */
export function visitAdviceProblem(input: VisitAdviceFields, visitDate: string): VisitAdviceProblem | null {
  if (!input.advice && input.medicines.length === 0 && input.tests.length === 0) return 'empty';
  if (input.follow_up_date !== null) {
    if (input.follow_up_date <= visitDate) return 'follow_up_not_after_visit';
    if (input.follow_up_date > addDays(visitDate, VISIT_ADVICE_LIMITS.followUpWithinDays)) return 'follow_up_too_far';
  }
  return null;
}

/** "Ali Hassan" -> "Ali H.": how a patient is named on a doctor's public reviews. */
export function reviewerName(fullName: string): string {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}
