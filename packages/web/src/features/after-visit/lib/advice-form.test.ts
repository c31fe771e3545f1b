import { describe, expect, it } from 'vitest';
import { adviceFormProblem, emptyMedicine, formValuesOf, requestOf, type AdviceFormValues } from './advice-form';

const values = (extra: Partial<AdviceFormValues> = {}): AdviceFormValues => ({
  advice: ' Rest. ',
  medicines: [],
  tests: '',
  followUp: '',
  ...extra,
});
const med = { name: 'Amlodipine', strength: '5 mg', frequency: 'Once a day', days: '30' };

describe('the advice form', () => {
  it('when filled, then the request is trimmed, blank rows and lines are dropped, and days are numbers', () => {
    const req = requestOf(
      7,
      values({ medicines: [med, emptyMedicine()], tests: ' CBC \n\n Lipid profile ', followUp: '' }),
    );
    expect(req).toEqual({
      appointment_id: 7,
      advice: 'Rest.',
      medicines: [{ name: 'Amlodipine', strength: '5 mg', frequency: 'Once a day', days: 30 }],
      tests: ['CBC', 'Lipid profile'],
      follow_up_date: null,
    });
  });

  it('when nothing is written, a row is half filled or days are wrong, then it says which in a whole sentence', () => {
    expect(adviceFormProblem(values({ advice: ' ' }), '2026-11-24')?.key).toBe('advice.empty');
    expect(adviceFormProblem(values({ medicines: [{ ...med, strength: '' }] }), '2026-11-24')).toEqual({
      key: 'drug.incomplete',
      values: { n: 1 },
    });
    expect(adviceFormProblem(values({ medicines: [{ ...med, days: '0' }] }), '2026-11-24')?.key).toBe('drug.badDays');
    expect(adviceFormProblem(values({ medicines: [{ ...med, days: '2.5' }] }), '2026-11-24')?.key).toBe('drug.badDays');
    expect(adviceFormProblem(values({ medicines: Array.from({ length: 21 }, () => med) }), '2026-11-24')?.key).toBe(
      'drug.tooMany',
    );
    expect(adviceFormProblem(values({ followUp: '2026-11-24' }), '2026-11-24')?.key).toBe('followUp.tooEarly');
    expect(adviceFormProblem(values({ followUp: '2028-01-01' }), '2026-11-24')?.key).toBe('followUp.tooFar');
    expect(adviceFormProblem(values({ medicines: [med], followUp: '2026-12-24' }), '2026-11-24')).toBeNull();
  });

  it('when the doctor corrects saved advice, then the form starts from it', () => {
    const v = formValuesOf({
      appointment_id: 7,
      advice: 'Rest.',
      medicines: [{ name: 'A', strength: '1 mg', frequency: 'Daily', days: 3 }],
      tests: ['CBC', 'LFT'],
      follow_up_date: '2026-12-01',
      doctor_name: 'Dr. X',
      doctor_pmdc: '12345-P',
      patient_name: 'Ali',
      visit_date: '2026-11-24',
      created_at: '2026-11-24T10:00:00.000Z',
      updated_at: '2026-11-24T10:00:00.000Z',
    });
    expect(v).toEqual({
      advice: 'Rest.',
      medicines: [{ name: 'A', strength: '1 mg', frequency: 'Daily', days: '3' }],
      tests: 'CBC\nLFT',
      followUp: '2026-12-01',
    });
  });
});
