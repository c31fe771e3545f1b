import { describe, expect, it } from 'vitest';
import { PaymentFailureReason, PaymentMethod, PaymentStatus } from '@ehp/api-types';
import type { Appointment } from '@/lib/appointments';
import { failedPaymentText, paymentOutcomeText } from './payment-outcome';

const payment = (result_code: string | null, failure_reason?: PaymentFailureReason): Appointment['payment'] => ({
  id: 'PAY-000031',
  appointment_id: 5012,
  method: PaymentMethod.jazzcash,
  amount: 2000,
  status: PaymentStatus.FAILURE,
  result_code,
  created_at: '2026-11-23T12:01:00.000Z',
  settled_at: '2026-11-23T12:02:00.000Z',
  ...(failure_reason === undefined ? {} : { failure_reason }),
});

describe('a payment result in plain words, for every code of the SPEC table and the failing ones', () => {
  it.each([
    ['000', /approved/, /confirmed/],
    ['121', /approved/, /confirmed/],
    ['124', /still confirming/, /do not pay again/],
    ['157', /bank is still confirming/, /do not pay again/],
    ['210', /wallet has taken/, /do not pay again/],
    ['051', /not enough balance/, /Add money .* or choose another payment method/],
    ['51', /not enough balance/, /Add money/],
    ['999', /declined/, /Try another payment method, or contact your bank/],
    ['005', /declined/, /contact your bank/],
    ['068', /did not answer in time/, /Try again/],
    ['091', /did not answer in time/, /Try again/],
    ['101', /cancelled on the payment page/, /pay again/],
    ['E17', /did not go through/, /Try again, or choose another/],
  ])('when the code is %s, then it says what happened and what to do', (code, meaning, next) => {
    const text = paymentOutcomeText(code);
    expect(text.meaning).toMatch(meaning);
    expect(text.next).toMatch(next);
  });

  it("when the server names the reason, then its reason wins over the code's", () => {
    expect(paymentOutcomeText('999', PaymentFailureReason.insufficient_balance).meaning).toMatch(/not enough balance/);
  });

  it('when 051 and 999 failed, then they do not read the same (issue 25)', () => {
    expect(failedPaymentText(payment('051', PaymentFailureReason.insufficient_balance))).not.toEqual(
      failedPaymentText(payment('999', PaymentFailureReason.declined)),
    );
  });

  it('when a failed payment comes from a server without reasons, then the code decides; a pending code that failed timed out', () => {
    expect(failedPaymentText(payment('051')).meaning).toMatch(/not enough balance/);
    expect(failedPaymentText(payment('210')).meaning).toMatch(/did not answer in time/);
    expect(failedPaymentText(payment(null)).meaning).toMatch(/did not go through/);
    expect(failedPaymentText(null).meaning).toMatch(/did not go through/);
  });
});
