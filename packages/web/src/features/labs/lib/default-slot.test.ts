import { describe, expect, it } from 'vitest';
import { defaultBooking, preferredDay, preferredSlot } from './default-slot';
import { timeSlots } from './time-slots';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const allDay = { open_days: EVERY_DAY, opening_time: '00:00:00', closing_time: '23:59:59' };

describe('the booking form opens on a daytime slot', () => {
  it('when a branch is open all day and it is 2 AM, then today at 9:00 AM, never 12:00 AM', () => {
    // Tuesday 1 December 2026, 02:00
    expect(defaultBooking(allDay, new Date(2026, 11, 1, 2, 0))).toEqual({ date: '2026-12-01', time: '09:00:00' });
  });

  it('when it is mid-morning, then the next half-hour at least an hour away', () => {
    expect(defaultBooking(allDay, new Date(2026, 11, 1, 10, 10))).toEqual({ date: '2026-12-01', time: '11:30:00' });
  });

  it('when the daytime is over, then tomorrow at 9:00 AM rather than late tonight', () => {
    expect(defaultBooking(allDay, new Date(2026, 11, 1, 17, 30))).toEqual({ date: '2026-12-02', time: '09:00:00' });
  });

  it('when the branch opens at 8 AM, is closed on Sundays and it is Saturday night, then Monday at 9:00 AM', () => {
    const branch = { open_days: [1, 2, 3, 4, 5, 6], opening_time: '08:00:00', closing_time: '22:00:00' };
    // Saturday 5 December 2026, 21:00
    expect(defaultBooking(branch, new Date(2026, 11, 5, 21, 0))).toEqual({ date: '2026-12-07', time: '09:00:00' });
  });

  it('when a branch opens only in the evening, then its first evening time', () => {
    const evening = { open_days: EVERY_DAY, opening_time: '19:00:00', closing_time: '23:00:00' };
    expect(defaultBooking(evening, new Date(2026, 11, 1, 10, 0))).toEqual({ date: '2026-12-01', time: '19:00:00' });
  });

  it('when a branch has no open day, then no date and no time', () => {
    expect(defaultBooking({ ...allDay, open_days: [] }, new Date(2026, 11, 1, 10, 0))).toEqual({
      date: '',
      time: null,
    });
  });

  it('when a date is changed, then its list starts at 9 AM, or the first slot when nothing is later', () => {
    expect(preferredSlot(timeSlots('00:00:00', '23:59:59'))).toBe('09:00:00');
    expect(preferredSlot(timeSlots('06:00:00', '08:30:00'))).toBe('06:00:00');
    expect(preferredSlot([])).toBeNull();
  });

  it('when today offers only evening times (the server’s list at 5 PM), then the form starts on the next day with daytime ones', () => {
    const days = [
      { date: '2026-11-28', times: ['18:00', '18:30', '19:00'] },
      { date: '2026-11-29', times: ['08:00', '09:00', '09:30'] },
    ];
    expect(preferredDay(days)?.date).toBe('2026-11-29');
    expect(preferredDay([days[0]])?.date).toBe('2026-11-28');
    expect(preferredDay([])).toBeUndefined();
  });
});
