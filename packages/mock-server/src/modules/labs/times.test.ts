import { pakistanInstant } from '@ehp/api-types';
import { describe, expect, it } from 'vitest';
import { createSeed } from '../../store/seed/index.ts';
import { priceBooking } from './booking.ts';
import { labTimeProblem, labTimes } from './times.ts';

// Times are Pakistan time (UTC+5) from the clock the mock is given: 23:30 and 00:30 are the two
// edges the review found ("12:00 AM" offered and confirmed at 01:00 the same Saturday).
const at = (date: string, time: string) => pakistanInstant(date, time);
const data = createSeed();
const jailRoad = data.lab_branches.find((b) => b.id === 101)!; // open day and night
const dha = data.lab_branches.find((b) => b.id === 102)!; // 08:00-22:00, every day

describe('labTimes', () => {
  it('when it is 23:30, then nothing is left today and the branch list starts tomorrow at opening', () => {
    const list = labTimes(dha, false, at('2026-11-27', '23:30:00'), 7);
    expect(list.today).toBe('2026-11-27');
    expect(list.now_time).toBe('23:30:00');
    expect(list.days[0].date).toBe('2026-11-28');
    expect(list.days[0].times[0]).toBe('08:00:00');
    expect(list.days[0].times.at(-1)).toBe('21:30:00');
  });

  it('when it is 00:30, then today is the new day and no time before now is offered, at the branch or at home', () => {
    const now = at('2026-11-28', '00:30:00');
    for (const home of [false, true]) {
      const list = labTimes(jailRoad, home, now, 7);
      expect(list.today).toBe('2026-11-28');
      expect(list.days[0].date).toBe('2026-11-28');
      expect(list.days[0].times).not.toContain('00:00:00');
      // Day and night at the branch: the first is an hour ahead; at home, the morning.
      expect(list.days[0].times[0]).toBe(home ? '08:00:00' : '01:30:00');
      for (const day of list.days) for (const time of day.times) expect(at(day.date, time)).toBeGreaterThan(now);
    }
  });

  it('when it is home collection, then every day runs 08:00 to 19:30 and at least two hours ahead', () => {
    const list = labTimes(jailRoad, true, at('2026-11-28', '10:10:00'), 3);
    expect(list.window).toEqual({ from: '08:00:00', until: '20:00:00' });
    expect(list.days[0].times[0]).toBe('12:30:00');
    expect(list.days[1].times).toEqual(
      Array.from(
        { length: 24 },
        (_, i) => `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}:00`,
      ),
    );
  });

  it('when asked for more than 14 days, then at most 14 are looked at', () => {
    expect(labTimes(jailRoad, false, at('2026-11-28', '09:00:00'), 30).days.length).toBeLessThanOrEqual(14);
  });
});

describe('labTimeProblem and booking', () => {
  const booking = (date: string, time: string, home = false) => ({
    lab_id: 1,
    lab_branch_id: 101,
    test_ids: [1001],
    preferred_date: date,
    preferred_time: time,
    home_sampling: home,
    ...(home ? { address: 'House 12, Street 4, DHA Phase 5' } : {}),
  });

  it('when it is 00:30 and the booking is for 00:00 today, then it is refused as past', () => {
    const now = at('2026-11-28', '00:30:00');
    expect(priceBooking(data, booking('2026-11-28', '00:00:00'), now)).toEqual({
      ok: false,
      status: 400,
      message: '2026-11-28 at 12:00 AM Pakistan time has already passed. Please choose a later time.',
    });
    expect(priceBooking(data, booking('2026-11-28', '08:00:00'), now)).toMatchObject({ ok: true });
  });

  it('when it is 23:30, then 23:30 and earlier today are refused and tomorrow morning is taken', () => {
    const now = at('2026-11-27', '23:30:00');
    expect(labTimeProblem(dha, false, '2026-11-27', '21:30:00', now)).toMatch(/already passed/);
    expect(labTimeProblem(jailRoad, false, '2026-11-27', '23:00:00', now)).toMatch(/already passed/);
    expect(labTimes(jailRoad, false, now, 1).days).toEqual([]);
    expect(priceBooking(data, booking('2026-11-28', '08:00:00'), now)).toMatchObject({ ok: true });
  });

  it('when home collection is asked for at night or off the half hour, then it is refused with the window', () => {
    const now = at('2026-11-28', '00:30:00');
    const night = priceBooking(data, booking('2026-11-28', '21:00:00', true), now);
    expect(night).toMatchObject({
      ok: false,
      status: 400,
      message: expect.stringMatching(/8:00 AM until 30 minutes before 8:00 PM/),
    });
    expect(labTimeProblem(jailRoad, true, '2026-11-28', '09:15:00', now)).toMatch(/on the half hour/);
    expect(priceBooking(data, booking('2026-11-28', '08:00:00', true), now)).toMatchObject({ ok: true });
  });

  it('when the time is too soon, then the lead is named', () => {
    const now = at('2026-11-28', '09:10:00');
    expect(labTimeProblem(jailRoad, false, '2026-11-28', '09:30:00', now)).toMatch(/at least 60 minutes ahead/);
    expect(labTimeProblem(jailRoad, true, '2026-11-28', '10:30:00', now)).toMatch(/at least 2 hours ahead/);
    expect(labTimeProblem(jailRoad, false, '2026-11-28', '10:30:00', now)).toBeNull();
  });
});
