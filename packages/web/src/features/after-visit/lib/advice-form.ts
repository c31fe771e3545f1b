import { VISIT_ADVICE_LIMITS, visitAdviceProblem, type components } from '@ehp/api-types';
import type { afterVisitCatalogue } from '../i18n/en';

// The doctor's advice form: its values as typed, the request they make, and what is wrong with
// them in whole sentences (the same rules the server applies, from @ehp/api-types).

type S = components['schemas'];
type Key = keyof typeof afterVisitCatalogue.messages;

export interface MedicineRow {
  name: string;
  strength: string;
  frequency: string;
  /** As typed: digits, or empty. */
  days: string;
}

export interface AdviceFormValues {
  advice: string;
  medicines: MedicineRow[];
  /** One test a line. */
  tests: string;
  /** YYYY-MM-DD or empty. */
  followUp: string;
}

export const emptyMedicine = (): MedicineRow => ({ name: '', strength: '', frequency: '', days: '' });

export function formValuesOf(advice: S['VisitAdvice'] | null | undefined): AdviceFormValues {
  if (!advice) return { advice: '', medicines: [], tests: '', followUp: '' };
  return {
    advice: advice.advice,
    medicines: advice.medicines.map((m) => ({ ...m, days: String(m.days) })),
    tests: advice.tests.join('\n'),
    followUp: advice.follow_up_date ?? '',
  };
}

const blankRow = (m: MedicineRow) => !m.name.trim() && !m.strength.trim() && !m.frequency.trim() && !m.days.trim();

export function requestOf(appointmentId: number, v: AdviceFormValues): S['VisitAdviceRequest'] {
  return {
    appointment_id: appointmentId,
    advice: v.advice.trim(),
    medicines: v.medicines
      .filter((m) => !blankRow(m))
      .map((m) => ({
        name: m.name.trim(),
        strength: m.strength.trim(),
        frequency: m.frequency.trim(),
        days: Number(m.days),
      })),
    tests: v.tests
      .split('\n')
      .map((t) => t.trim())
      .filter(Boolean),
    follow_up_date: v.followUp || null,
  };
}

export interface FormProblem {
  key: Key;
  values?: Record<string, string | number>;
}

/** The first thing wrong with the form (rows counted from 1), or null. */
export function adviceFormProblem(v: AdviceFormValues, visitDate: string, appointmentId = 0): FormProblem | null {
  const filled = v.medicines.filter((m) => !blankRow(m));
  if (filled.length > VISIT_ADVICE_LIMITS.medicines)
    return { key: 'drug.tooMany', values: { max: VISIT_ADVICE_LIMITS.medicines } };
  for (const [i, m] of v.medicines.entries()) {
    if (blankRow(m)) continue;
    if (!m.name.trim() || !m.strength.trim() || !m.frequency.trim() || !m.days.trim())
      return { key: 'drug.incomplete', values: { n: i + 1 } };
    const days = Number(m.days);
    if (!/^\d+$/.test(m.days.trim()) || days < 1 || days > VISIT_ADVICE_LIMITS.maxDays)
      return { key: 'drug.badDays', values: { n: i + 1 } };
  }
  const request = requestOf(appointmentId, v);
  if (request.tests.length > VISIT_ADVICE_LIMITS.tests)
    return { key: 'tests.tooMany', values: { max: VISIT_ADVICE_LIMITS.tests } };
  if (request.tests.some((t) => t.length > VISIT_ADVICE_LIMITS.test))
    return { key: 'tests.tooLong', values: { max: VISIT_ADVICE_LIMITS.test } };
  const problem = visitAdviceProblem({ ...request, follow_up_date: request.follow_up_date ?? null }, visitDate);
  if (problem === 'empty') return { key: 'advice.empty' };
  if (problem === 'follow_up_not_after_visit') return { key: 'followUp.tooEarly' };
  if (problem === 'follow_up_too_far') return { key: 'followUp.tooFar' };
  return null;
}
