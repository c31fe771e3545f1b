import { AppointmentStatus, PaymentStatus } from '@ehp/api-types';
import { describe, expect, it } from 'vitest';
import { canPay, checkoutView } from './checkout-view';

const held = (payment_status: PaymentStatus) => ({ status: AppointmentStatus.awaiting_payment, payment_status });

describe('checkoutView', () => {
  it('when the slot is held and nothing was paid yet, then the payer can pay', () => {
    expect(checkoutView(held(PaymentStatus.NOT_STARTED), 300)).toBe('awaiting');
    expect(checkoutView(held(PaymentStatus.STARTED), 300)).toBe('awaiting');
    expect(canPay('awaiting')).toBe(true);
  });

  it('when the last payment failed while the slot is held, then it is failed and can be retried', () => {
    expect(checkoutView(held(PaymentStatus.FAILURE), 120)).toBe('failed');
    expect(canPay('failed')).toBe(true);
  });

  it('when the countdown reaches 0, then the hold has ended even before the server says expired', () => {
    expect(checkoutView(held(PaymentStatus.FAILURE), 0)).toBe('expired');
    expect(checkoutView({ status: AppointmentStatus.expired, payment_status: PaymentStatus.NOT_STARTED }, 0)).toBe(
      'expired',
    );
    expect(canPay('expired')).toBe(false);
  });

  it('when the server says paid, pending or cancelled, then that is the state whatever the hold', () => {
    expect(checkoutView({ status: AppointmentStatus.confirmed, payment_status: PaymentStatus.SUCCESS }, 0)).toBe(
      'completed',
    );
    expect(checkoutView(held(PaymentStatus.PENDING), 0)).toBe('pending');
    expect(checkoutView({ status: AppointmentStatus.cancelled, payment_status: PaymentStatus.SUCCESS }, 0)).toBe(
      'cancelled',
    );
    expect(canPay('pending')).toBe(false);
  });
});
