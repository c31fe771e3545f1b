import { AppointmentStatus, PaymentStatus, RefundStatus } from '@ehp/api-types';
import { describe, expect, it } from 'vitest';
import type { Appointment } from '@/lib/appointments';
import { heldAppointment } from '@/test/appointment-fixtures';
import { groupByVisit, visitStatus } from './visits';

const at = (id: number, status: AppointmentStatus, startsAt: string): Appointment => ({
  ...heldAppointment,
  id,
  status,
  starts_at: startsAt,
});

describe('groupByVisit', () => {
  it('when appointments are grouped, then by visit: held and confirmed upcoming, completed past, cancelled and lapsed apart', () => {
    const groups = groupByVisit([
      at(1, AppointmentStatus.completed, '2026-11-20T10:00:00.000Z'),
      at(2, AppointmentStatus.confirmed, '2026-11-25T10:00:00.000Z'),
      at(3, AppointmentStatus.awaiting_payment, '2026-11-24T10:00:00.000Z'),
      at(4, AppointmentStatus.cancelled, '2026-11-22T10:00:00.000Z'),
      at(5, AppointmentStatus.completed, '2026-11-21T10:00:00.000Z'),
    ]);
    expect(groups.upcoming.map((a) => a.id)).toEqual([3, 2]);
    expect(groups.past.map((a) => a.id)).toEqual([5, 1]);
    expect(groups.cancelled.map((a) => a.id)).toEqual([4]);
  });

  it('when a cancelled or lapsed appointment is later today, then it is under Cancelled, not Past (issue 25)', () => {
    const laterToday = '2026-11-23T15:00:00.000Z';
    const groups = groupByVisit([
      at(7, AppointmentStatus.cancelled, laterToday),
      at(8, AppointmentStatus.expired, laterToday),
    ]);
    expect(groups.past).toEqual([]);
    expect(groups.upcoming).toEqual([]);
    expect(groups.cancelled.map((a) => a.id)).toEqual([8, 7]);
  });
});

describe('visitStatus', () => {
  const status = (
    s: AppointmentStatus,
    payment_status = PaymentStatus.NOT_STARTED,
    refund_status = RefundStatus.none,
  ) => visitStatus({ status: s, payment_status, refund_status }).label;

  it('when each state is shown, then one plain status, never "Cancelled + Paid"', () => {
    expect(status(AppointmentStatus.awaiting_payment)).toBe('Awaiting payment');
    expect(status(AppointmentStatus.awaiting_payment, PaymentStatus.PENDING)).toBe('Payment being confirmed');
    expect(status(AppointmentStatus.awaiting_payment, PaymentStatus.FAILURE)).toBe('Payment failed — pay again');
    expect(status(AppointmentStatus.confirmed, PaymentStatus.SUCCESS)).toBe('Confirmed');
    expect(status(AppointmentStatus.completed, PaymentStatus.SUCCESS)).toBe('Completed');
    expect(status(AppointmentStatus.expired)).toBe('Lapsed — not paid in time');
    expect(status(AppointmentStatus.cancelled)).toBe('Cancelled');
    expect(status(AppointmentStatus.cancelled, PaymentStatus.SUCCESS, RefundStatus.pending)).toBe(
      'Cancelled — refund on its way',
    );
    expect(status(AppointmentStatus.cancelled, PaymentStatus.SUCCESS, RefundStatus.refunded)).toBe(
      'Cancelled — refunded',
    );
  });
});
