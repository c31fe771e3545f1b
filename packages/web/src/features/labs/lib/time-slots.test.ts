import { describe, expect, it } from 'vitest';
import { timeSlots } from './time-slots';

describe('timeSlots', () => {
  it('when a branch is open 8 AM to 11 AM, then half-hourly slots are labelled in 12-hour time', () => {
    expect(timeSlots('08:00:00', '11:00:00')).toEqual([
      { value: '08:00:00', label: '08:00 AM' },
      { value: '08:30:00', label: '08:30 AM' },
      { value: '09:00:00', label: '09:00 AM' },
      { value: '09:30:00', label: '09:30 AM' },
      { value: '10:00:00', label: '10:00 AM' },
      { value: '10:30:00', label: '10:30 AM' },
    ]);
  });

  it('when booking for today, then slots less than an hour away are left out', () => {
    const slots = timeSlots('08:00:00', '13:00:00', { isToday: true, now: new Date(2026, 11, 1, 10, 10) });
    expect(slots[0]).toEqual({ value: '11:30:00', label: '11:30 AM' });
    expect(slots.at(-1)).toEqual({ value: '12:30:00', label: '12:30 PM' });
  });
});
