import { AppointmentMode, AppointmentStatus, PaymentFilter, PaymentStatus, RefundStatus } from '@ehp/api-types';
import { describe, expect, it } from 'vitest';
import type { AppointmentRecord } from '../../store/types.ts';
import type { Timeline } from './lifecycle.ts';
import { listTimelines } from './listing.ts';

const row = (id: number, date: string, status: AppointmentStatus, payment_status: PaymentStatus): Timeline => {
  const appointment: AppointmentRecord = {
    id,
    patient_id: 1001,
    pmdc: '12345-P',
    mode: AppointmentMode.online,
    location_id: null,
    date,
    time: '10:00:00',
    fee: 2000,
    status,
    payment_status,
    refund_status: RefundStatus.none,
    hold_expires_at: null,
    created_at: '2026-11-01T00:00:00.000Z',
    cancelled_at: null,
  };
  return { appointment, payments: [] };
};

const rows = [
  row(1, '2026-11-30', AppointmentStatus.confirmed, PaymentStatus.SUCCESS),
  row(2, '2026-11-25', AppointmentStatus.awaiting_payment, PaymentStatus.NOT_STARTED),
  row(3, '2026-11-10', AppointmentStatus.completed, PaymentStatus.SUCCESS),
  row(4, '2026-11-20', AppointmentStatus.expired, PaymentStatus.FAILURE),
  row(5, '2026-11-28', AppointmentStatus.cancelled, PaymentStatus.STARTED),
  row(6, '2026-11-26', AppointmentStatus.awaiting_payment, PaymentStatus.PENDING),
];
const ids = (list: Timeline[]) => list.map((t) => t.appointment.id);

describe('listing appointments', () => {
  it('when upcoming ones are asked for, then held and confirmed ones come, soonest first', () => {
    expect(ids(listTimelines(rows, PaymentFilter.All, 'upcoming'))).toEqual([2, 6, 1]);
  });

  it('when past ones are asked for, then completed, cancelled and lapsed ones come, latest first', () => {
    expect(ids(listTimelines(rows, PaymentFilter.All, 'past'))).toEqual([5, 4, 3]);
  });

  it('when all are asked for, then upcoming come before past', () => {
    expect(ids(listTimelines(rows, PaymentFilter.All, 'all'))).toEqual([2, 6, 1, 5, 4, 3]);
  });

  it('when a payment filter is given, then Cleared is paid, Pending is not yet paid, Failed is failed', () => {
    expect(ids(listTimelines(rows, PaymentFilter.Cleared, 'all'))).toEqual([1, 3]);
    expect(ids(listTimelines(rows, PaymentFilter.Pending, 'all'))).toEqual([2, 6, 5]);
    expect(ids(listTimelines(rows, PaymentFilter.Failed, 'all'))).toEqual([4]);
  });
});
