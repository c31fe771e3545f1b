import { AppointmentMode, AppointmentStatus, PaymentMethod, PaymentStatus, RefundStatus } from '@ehp/api-types';
import { describe, expect, it } from 'vitest';
import type { AppointmentRecord, PaymentRecord } from '../../store/types.ts';
import {
  applyResult,
  cancel,
  cancelProblem,
  decisionProblem,
  evolve,
  holdEnd,
  MESSAGES,
  occupiesSlot,
  paymentProblem,
  resultProblem,
  startsAt,
  type Timeline,
} from './lifecycle.ts';

// Booked at 12:00 UTC for 18:20 Pakistan time (13:20 UTC) the same day; 20-minute slot.
const BOOKED = Date.parse('2026-11-24T12:00:00Z');
const MIN = 60_000;
const at = (minutes: number) => BOOKED + minutes * MIN;

function timeline(over: Partial<AppointmentRecord> = {}, payments: Partial<PaymentRecord>[] = []): Timeline {
  return {
    appointment: {
      id: 1,
      patient_id: 1001,
      pmdc: '12345-P',
      mode: AppointmentMode.online,
      location_id: null,
      date: '2026-11-24',
      time: '18:20:00',
      fee: 2000,
      status: AppointmentStatus.awaiting_payment,
      payment_status: payments.length ? PaymentStatus.STARTED : PaymentStatus.NOT_STARTED,
      refund_status: RefundStatus.none,
      hold_expires_at: at(10),
      created_at: new Date(BOOKED).toISOString(),
      cancelled_at: null,
      ...over,
    },
    payments: payments.map((p, i) => ({
      id: `PAY-00000${i + 1}`,
      appointment_id: 1,
      method: PaymentMethod.jazzcash,
      amount: 2000,
      status: PaymentStatus.STARTED,
      result_code: null,
      created_at: new Date(at(1)).toISOString(),
      settled_at: null,
      ...p,
    })),
  };
}

describe('holds', () => {
  it('when a slot is booked, then the hold is 10 minutes, but never past the slot start', () => {
    expect(holdEnd(BOOKED, at(60))).toBe(at(10));
    expect(holdEnd(BOOKED, at(4))).toBe(at(4));
  });

  it('when the hold runs out unpaid, then the booking lapses and frees its slot', () => {
    expect(evolve(timeline(), 20, at(9)).appointment.status).toBe(AppointmentStatus.awaiting_payment);
    const lapsed = evolve(timeline(), 20, at(10)).appointment;
    expect(lapsed).toMatchObject({ status: AppointmentStatus.expired, hold_expires_at: null });
    expect(occupiesSlot(lapsed)).toBe(false);
  });

  it('when a payment is pending as the hold runs out, then the hold does not lapse', () => {
    const t = timeline({}, [{ status: PaymentStatus.PENDING, pending_since: new Date(at(9)).toISOString() }]);
    expect(evolve(t, 20, at(10.5)).appointment.status).toBe(AppointmentStatus.awaiting_payment);
  });

  it('when evolve runs, then the input is not changed', () => {
    const t = timeline();
    evolve(t, 20, at(30));
    expect(t.appointment.status).toBe(AppointmentStatus.awaiting_payment);
  });
});

describe('payments', () => {
  it('when the gateway says completed, then the appointment is confirmed and the hold is gone', () => {
    const t = applyResult(timeline({}, [{}]), 'PAY-000001', PaymentStatus.SUCCESS, at(2), '000');
    expect(t.appointment).toMatchObject({
      status: AppointmentStatus.confirmed,
      payment_status: PaymentStatus.SUCCESS,
      hold_expires_at: null,
    });
    expect(t.payments[0]).toMatchObject({ result_code: '000', settled_at: new Date(at(2)).toISOString() });
  });

  it('when the gateway says pending, then it settles by itself 2 minutes later as completed', () => {
    const pending = applyResult(timeline({}, [{}]), 'PAY-000001', PaymentStatus.PENDING, at(2), '124');
    expect(pending.payments[0]).toMatchObject({ status: PaymentStatus.PENDING, settled_at: null });
    expect(evolve(pending, 20, at(3.9)).appointment.payment_status).toBe(PaymentStatus.PENDING);
    const settled = evolve(pending, 20, at(4));
    expect(settled.appointment.status).toBe(AppointmentStatus.confirmed);
    expect(settled.payments[0]).toMatchObject({
      status: PaymentStatus.SUCCESS,
      settled_at: new Date(at(4)).toISOString(),
    });
  });

  it('when a payment failed, then the hold keeps running and another payment may start', () => {
    const failed = applyResult(timeline({}, [{}]), 'PAY-000001', PaymentStatus.FAILURE, at(2), '999');
    expect(failed.appointment).toMatchObject({
      status: AppointmentStatus.awaiting_payment,
      payment_status: PaymentStatus.FAILURE,
    });
    expect(paymentProblem(failed)).toBeNull();
  });

  it('when a payment is pending or completed, then no new one may start', () => {
    const pending = applyResult(timeline({}, [{}]), 'PAY-000001', PaymentStatus.PENDING, at(2), '157');
    expect(paymentProblem(pending)).toBe(MESSAGES.pending);
    const paid = applyResult(timeline({}, [{}]), 'PAY-000001', PaymentStatus.SUCCESS, at(2), '121');
    expect(paymentProblem(paid)).toBe(MESSAGES.paid);
    expect(paymentProblem(evolve(timeline(), 20, at(11)))).toBe(MESSAGES.holdEnded);
  });

  it('when a result arrives for a settled payment, then it is refused; QA may still decide a pending one', () => {
    const pending = applyResult(timeline({}, [{}]), 'PAY-000001', PaymentStatus.PENDING, at(2), '210');
    expect(resultProblem(pending, 'PAY-000001')).toBe(MESSAGES.settled);
    expect(decisionProblem(pending, 'PAY-000001')).toBeNull();
    expect(resultProblem(pending, 'PAY-999999')).toBe(MESSAGES.settled);
  });

  it('when the visit is over, then a confirmed appointment is completed', () => {
    const paid = applyResult(timeline({}, [{}]), 'PAY-000001', PaymentStatus.SUCCESS, at(2), '000');
    const end = startsAt(paid.appointment) + 20 * MIN;
    expect(evolve(paid, 20, end - 1).appointment.status).toBe(AppointmentStatus.confirmed);
    expect(evolve(paid, 20, end).appointment.status).toBe(AppointmentStatus.completed);
  });
});

describe('cancelling', () => {
  it('when an unpaid booking is cancelled before it starts, then nothing is refunded and the slot is free', () => {
    expect(cancelProblem(timeline(), at(5))).toBeNull();
    const t = cancel(timeline(), at(5));
    expect(t.appointment).toMatchObject({ status: AppointmentStatus.cancelled, refund_status: RefundStatus.none });
    expect(occupiesSlot(t.appointment)).toBe(false);
  });

  it('when a paid one is cancelled, then the refund is pending, and refunded 5 minutes later', () => {
    const paid = applyResult(timeline({}, [{}]), 'PAY-000001', PaymentStatus.SUCCESS, at(2), '000');
    const t = cancel(paid, at(20));
    expect(t.appointment.refund_status).toBe(RefundStatus.pending);
    expect(evolve(t, 20, at(24.9)).appointment.refund_status).toBe(RefundStatus.pending);
    expect(evolve(t, 20, at(25)).appointment.refund_status).toBe(RefundStatus.refunded);
  });

  it('when a pending payment goes through after the patient cancelled, then it is refunded', () => {
    const pending = applyResult(timeline({}, [{}]), 'PAY-000001', PaymentStatus.PENDING, at(2), '124');
    const t = evolve(cancel(pending, at(3)), 20, at(4));
    expect(t.appointment).toMatchObject({ status: AppointmentStatus.cancelled, refund_status: RefundStatus.pending });
    expect(evolve(t, 20, at(9)).appointment.refund_status).toBe(RefundStatus.refunded);
  });

  it('when it has started, is cancelled or lapsed, then it cannot be cancelled', () => {
    const paid = applyResult(timeline({}, [{}]), 'PAY-000001', PaymentStatus.SUCCESS, at(2), '000');
    expect(cancelProblem(paid, startsAt(paid.appointment))).toBe(MESSAGES.started);
    expect(cancelProblem(cancel(timeline(), at(1)), at(2))).toBe(MESSAGES.cancelled);
    expect(cancelProblem(evolve(timeline(), 20, at(11)), at(11))).toBe(MESSAGES.lapsed);
  });
});
