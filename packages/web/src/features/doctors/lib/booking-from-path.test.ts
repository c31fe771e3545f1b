import { describe, expect, it } from 'vitest';
import { bookingFromPath } from './booking-from-path';

describe('the booking a sign-in link carries', () => {
  it('when next is a profile with a date and time, then the doctor, mode, date and time are read', () => {
    expect(bookingFromPath('/doctors/12345-P?mode=online&date=2026-11-26&time=11%3A00%3A00&book=1')).toMatchObject({
      pmdc: '12345-P',
      mode: 'online',
      date: '2026-11-26',
      time: '11:00:00',
    });
  });

  it('when next has no time, is another page, or leaves the site, then there is no booking to show', () => {
    expect(bookingFromPath('/doctors/12345-P?mode=online')).toBeNull();
    expect(bookingFromPath('/doctors/search?date=2026-11-26&time=11:00:00')).toBeNull();
    expect(bookingFromPath('/patient/profile')).toBeNull();
    expect(bookingFromPath('//evil.example/doctors/12345-P?date=2026-11-26&time=11:00:00')).toBeNull();
    expect(bookingFromPath(null)).toBeNull();
  });
});
