import { describe, expect, it } from 'vitest';
import { PaymentStatus } from '../../generated/schema.ts';
import {
  addDays,
  bookableDateProblem,
  formatTime12h,
  isFutureSlot,
  nextAvailableDate,
  pakistanDate,
  pakistanInstant,
  pakistanTime,
  paymentResult,
  paymentFailureReason,
  paymentStatusOf,
  slotTimes,
  slotsOn,
  specialitiesFor,
  weekdayOf,
} from './index.ts';

// 2026-11-23 is a Monday. 19:30 UTC is 00:30 the next day in Pakistan.
const mondayEveningUtc = Date.parse('2026-11-23T19:30:00Z');

describe('Pakistan time', () => {
  it('when it is 19:30 UTC then it is already tomorrow in Pakistan', () => {
    expect(pakistanDate(mondayEveningUtc)).toBe('2026-11-24');
    expect(pakistanTime(mondayEveningUtc)).toBe('00:30:00');
  });
  it('when a Pakistan date and time is turned into an instant then it is five hours earlier in UTC', () => {
    expect(new Date(pakistanInstant('2026-11-24', '18:20:00')).toISOString()).toBe('2026-11-24T13:20:00.000Z');
  });
  it('when days are added across a month end then the date rolls over', () => {
    expect(addDays('2026-11-29', 3)).toBe('2026-12-02');
    expect(weekdayOf('2026-11-23')).toBe(1);
  });
  it('when times are shown then they are 12-hour with AM/PM', () => {
    expect(formatTime12h('00:05:00')).toBe('12:05 AM');
    expect(formatTime12h('12:00:00')).toBe('12:00 PM');
    expect(formatTime12h('18:20:00')).toBe('06:20 PM');
    expect(formatTime12h('nonsense')).toBe('nonsense');
  });
});

describe('slots', () => {
  it('when a sitting is 18:00-19:00 in 20-minute slots then it has three slots', () => {
    expect(slotTimes({ start_time: '18:00:00', end_time: '19:00:00', slot_minutes: 20 })).toEqual([
      '18:00:00',
      '18:20:00',
      '18:40:00',
    ]);
  });
  it('when the last slot would overrun the end then it is left out', () => {
    expect(slotTimes({ start_time: '10:00:00', end_time: '10:50:00', slot_minutes: 20 })).toEqual([
      '10:00:00',
      '10:20:00',
    ]);
  });
  it('when the date is not one of the sitting days then there are no slots', () => {
    const sitting = { weekdays: [1, 3], start_time: '10:00:00', end_time: '11:00:00', slot_minutes: 30 };
    expect(slotsOn(sitting, '2026-11-23')).toHaveLength(2);
    expect(slotsOn(sitting, '2026-11-24')).toEqual([]);
  });
  it('when a slot is earlier today in Pakistan then it is past, even if UTC is still yesterday', () => {
    const now = Date.parse('2026-11-23T05:00:00Z'); // 10:00 in Pakistan
    expect(isFutureSlot('2026-11-23', '09:40:00', now)).toBe(false);
    expect(isFutureSlot('2026-11-23', '10:20:00', now)).toBe(true);
    expect(isFutureSlot('2026-11-22', '23:00:00', now)).toBe(false);
  });
  it('when a date is in the past or beyond 30 days then it cannot be booked', () => {
    const now = Date.parse('2026-11-23T05:00:00Z');
    expect(bookableDateProblem('2026-11-22', now)).toMatch(/past/);
    expect(bookableDateProblem('2026-12-23', now)).toBeNull();
    expect(bookableDateProblem('2026-12-24', now)).toMatch(/30 days/);
  });
});

describe('nextAvailableDate (SPEC section 9)', () => {
  it('when today is allowed then it is today', () => {
    expect(nextAvailableDate([1], '2026-11-23')).toBe('2026-11-23');
  });
  it('when only an earlier weekday is allowed then it wraps into next week', () => {
    expect(nextAvailableDate([0], '2026-11-23')).toBe('2026-11-29');
  });
  it('when the allowed day has no free slot then the scan goes on to the next one', () => {
    expect(nextAvailableDate([1], '2026-11-23', (d) => d !== '2026-11-23')).toBe('2026-11-30');
  });
  it('when no weekday is valid or nothing is free within the horizon then it is null', () => {
    expect(nextAvailableDate([9, -1], '2026-11-23')).toBeNull();
    expect(nextAvailableDate([1], '2026-11-23', () => false)).toBeNull();
  });
});

describe('payment result codes (SPEC section 4)', () => {
  it.each(['000', '121', 0, '0'])('when the code is %j then the payment completed', (code) => {
    expect(paymentResult(code)).toBe('completed');
    expect(paymentStatusOf(code)).toBe(PaymentStatus.SUCCESS);
  });
  it.each(['124', '157', '210'])('when the code is %s then it is pending', (code) => {
    expect(paymentStatusOf(code)).toBe(PaymentStatus.PENDING);
  });
  it.each(['999', '101', 'E17', ''])('when the code is %j then it failed', (code) => {
    expect(paymentStatusOf(code)).toBe(PaymentStatus.FAILURE);
  });
  it.each([
    ['051', 'insufficient_balance'],
    [51, 'insufficient_balance'],
    ['999', 'declined'],
    ['005', 'declined'],
    ['068', 'timed_out'],
    ['091', 'timed_out'],
    ['101', 'cancelled'],
    ['E17', 'unknown'],
  ])('when the failing code is %j then the reason is %s', (code, reason) => {
    expect(paymentFailureReason(code)).toBe(reason);
  });
  it.each(['000', '121', '124', '157', '210'])('when the code %s did not fail then there is no reason', (code) => {
    expect(paymentFailureReason(code)).toBeNull();
  });
});

describe('conditions', () => {
  it('when a condition is common then its specialists are listed; otherwise none', () => {
    expect(specialitiesFor('Diabetes')).toContain('Endocrinologist');
    expect(specialitiesFor('Broken heart')).toEqual([]);
    expect(specialitiesFor(null)).toEqual([]);
  });
});
