import { describe, expect, it } from 'vitest';
import { reviewerName, visitAdviceProblem } from './visit-advice.ts';

const base = { advice: 'Rest.', medicines: [], tests: [], follow_up_date: null };

describe('visitAdviceProblem', () => {
  it('when nothing is written, then empty; a medicine or a test alone is enough', () => {
    expect(visitAdviceProblem({ ...base, advice: '' }, '2026-11-24')).toBe('empty');
    expect(visitAdviceProblem({ ...base, advice: '', tests: ['CBC'] }, '2026-11-24')).toBeNull();
    expect(visitAdviceProblem({ ...base, advice: '', medicines: [{}] }, '2026-11-24')).toBeNull();
  });

  it('when the follow-up is on or before the visit, or over 365 days on, then it says which', () => {
    expect(visitAdviceProblem({ ...base, follow_up_date: '2026-11-24' }, '2026-11-24')).toBe(
      'follow_up_not_after_visit',
    );
    expect(visitAdviceProblem({ ...base, follow_up_date: '2026-11-25' }, '2026-11-24')).toBeNull();
    expect(visitAdviceProblem({ ...base, follow_up_date: '2027-11-24' }, '2026-11-24')).toBeNull();
    expect(visitAdviceProblem({ ...base, follow_up_date: '2027-11-25' }, '2026-11-24')).toBe('follow_up_too_far');
  });
});

describe('reviewerName', () => {
  it('when a patient has a family name, then the first name and its initial; one name stays as it is', () => {
    expect(reviewerName('Ali Hassan')).toBe('Ali H.');
    expect(reviewerName('  Fatima   bibi Noor ')).toBe('Fatima N.');
    expect(reviewerName('Usman')).toBe('Usman');
  });
});
