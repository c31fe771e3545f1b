import { AppointmentMode, AppointmentStatus, PaymentStatus, RefundStatus } from '@ehp/api-types';
import { describe, expect, it } from 'vitest';
import type { AppointmentRecord } from '../../store/types.ts';
import { CALL_MESSAGES, callStartProblem, callWindowOf } from './doctor-rules.ts';

const MINUTE = 60_000;
// 24 November 2026, 18:20 in Pakistan = 13:20 UTC.
const START = Date.parse('2026-11-24T13:20:00Z');
const paid: AppointmentRecord = {
  id: 5012,
  patient_id: 1001,
  pmdc: '12345-P',
  mode: AppointmentMode.online,
  location_id: null,
  date: '2026-11-24',
  time: '18:20:00',
  fee: 2000,
  status: AppointmentStatus.confirmed,
  payment_status: PaymentStatus.SUCCESS,
  refund_status: RefundStatus.none,
  hold_expires_at: null,
  created_at: '2026-11-23T12:00:00.000Z',
  cancelled_at: null,
};
const window = { minutesBefore: 15, minutesAfter: 30 };
const check = (over: Partial<AppointmentRecord> = {}, now = START, doctorPmdc = '12345-P') =>
  callStartProblem({ appointment: { ...paid, ...over }, doctorPmdc, now, slotMinutes: 20, window });

describe('callStartProblem', () => {
  it('when the doctor of a paid online appointment calls within the window, then nothing stops it', () => {
    expect(check({}, START - 15 * MINUTE)).toBeNull();
    expect(check({}, START + 50 * MINUTE)).toBeNull();
  });
  it('when another doctor or an unknown appointment, then the same refusal', () => {
    expect(check({}, START, '54321-P')).toBe(CALL_MESSAGES.notYours);
    expect(
      callStartProblem({ appointment: undefined, doctorPmdc: '12345-P', now: START, slotMinutes: 20, window }),
    ).toBe(CALL_MESSAGES.notYours);
  });
  it('when unpaid, cancelled or in-clinic, then refused with the reason', () => {
    expect(check({ payment_status: PaymentStatus.PENDING, status: AppointmentStatus.awaiting_payment })).toBe(
      CALL_MESSAGES.notPaid,
    );
    expect(check({ status: AppointmentStatus.cancelled })).toBe(CALL_MESSAGES.cancelled);
    expect(check({ mode: AppointmentMode.clinic })).toBe(CALL_MESSAGES.notOnline);
  });
  it('when too early or too late, then the window is named (12-hour Pakistan time)', () => {
    expect(check({}, START - 16 * MINUTE)).toBe(
      'This appointment can be called from 06:05 PM Pakistan time (15 minutes before it starts).',
    );
    expect(check({}, START + 51 * MINUTE)).toBe(CALL_MESSAGES.tooLate);
  });
  it('when the window is configured, then it moves with it', () => {
    expect(callWindowOf(paid, 20, { minutesBefore: 0, minutesAfter: 0 })).toEqual({
      from: START,
      until: START + 20 * MINUTE,
    });
  });
});
