import { MAX_RESCHEDULES, RESCHEDULE_NOTICE_HOURS } from '@ehp/api-types';
import { describe, expect, it } from 'vitest';
import * as en from './policies';
import * as ur from './ur/policies';

// The reschedule notice and the number of moves come from one place (@ehp/api-types, which the mock
// enforces): the Payment Policy and the FAQ say the same in both languages (the checkout's line:
// features/payment/i18n/refund-rule.isolated.test.ts).

const ltr = (n: number) => `\u2066${n}\u2069`;
const policyItems = (p: en.Policy) => p.sections.flatMap((s) => [...(s.items ?? []), ...(s.paragraphs ?? [])]);
const faqAnswer = (groups: en.FaqGroup[], id: string) =>
  groups.flatMap((g) => g.items).find((f) => f.id === id)?.answer ?? '';

describe('the reschedule rule', () => {
  it('when the English Payment Policy and FAQ are read, then they give the notice in hours and the number of moves', () => {
    const rule = policyItems(en.paymentPolicy).find((t) => t.startsWith('Change the time'));
    expect(rule).toContain(`up to ${RESCHEDULE_NOTICE_HOURS} hours before it starts, at most ${MAX_RESCHEDULES} times`);
    expect(faqAnswer(en.faqGroups, 'reschedule')).toContain(`up to ${RESCHEDULE_NOTICE_HOURS} hours before`);
    expect(faqAnswer(en.faqGroups, 'reschedule')).toContain(`at most ${MAX_RESCHEDULES} times`);
  });

  it('when the Urdu Payment Policy and FAQ are read, then they give the same numbers, isolated left to right', () => {
    const rule = policyItems(ur.paymentPolicy).find((t) => t.includes('بدلا جا سکتا ہے'));
    expect(rule).toContain(`${ltr(RESCHEDULE_NOTICE_HOURS)} گھنٹے پہلے`);
    expect(rule).toContain(`${ltr(MAX_RESCHEDULES)} بار`);
    expect(faqAnswer(ur.faqGroups, 'reschedule')).toContain(`${ltr(RESCHEDULE_NOTICE_HOURS)} گھنٹے پہلے`);
  });
});
