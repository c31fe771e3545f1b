import { describe, expect, it } from 'vitest';
import { paymentCatalogue } from './en';
import { ur } from './ur';

// The checkout's line takes the reschedule notice and the number of moves from @ehp/api-types
// (pay-panel.tsx, confirmation-next.tsx), the same constants as the Payment Policy and the mock.

describe("the checkout's refund and reschedule line", () => {
  it('when it is read in English and Urdu, then the numbers are placeholders, never written in', () => {
    for (const line of [paymentCatalogue.messages.refundRule, ur.messages.refundRule]) {
      expect(line).toContain('{hours}');
      expect(line).toContain('{times}');
      expect(line).not.toMatch(/\d/);
    }
  });
});
