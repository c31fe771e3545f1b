import { describe, expect, it } from 'vitest';
import { createSeed } from '../../store/seed/index.ts';
import { priceBooking } from './booking.ts';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const base = {
  lab_id: 1,
  lab_branch_id: 101,
  test_ids: [1001],
  preferred_date: '2026-11-25',
  preferred_time: '09:00:00',
  home_sampling: false,
};

describe('priceBooking', () => {
  const data = createSeed();

  it('when the date is in the past in Pakistan, then 400', () => {
    expect(priceBooking(data, { ...base, preferred_date: '2026-11-21' }, NOW)).toMatchObject({
      ok: false,
      status: 400,
    });
  });

  it('when the date is over 90 days ahead, then 400', () => {
    expect(priceBooking(data, { ...base, preferred_date: '2027-03-01' }, NOW)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/90 days/),
    });
  });

  it('when the branch is closed that day or at that time, then 400 says when it is open', () => {
    // Branch 103 (Blue Area) is open Monday to Saturday, 08:00-21:00; 2026-11-29 is a Sunday.
    const sunday = priceBooking(data, { ...base, lab_branch_id: 103, preferred_date: '2026-11-29' }, NOW);
    expect(sunday).toMatchObject({
      ok: false,
      message: 'Blue Area is closed on Sundays. Please choose another day.',
    });
    const late = priceBooking(data, { ...base, lab_branch_id: 103, preferred_time: '22:30:00' }, NOW);
    expect(late).toMatchObject({
      ok: false,
      message:
        'Blue Area takes bookings on the half hour from 8:00 AM until 30 minutes before 9:00 PM, Pakistan time. Please choose one of those times.',
    });
  });

  it('when radiology is booked at a collection point, then 400', () => {
    const mri = data.lab_categories.find((c) => c.lab_id === 3 && c.name === 'Radiology')!.tests[0].id;
    expect(priceBooking(data, { ...base, lab_id: 3, lab_branch_id: 111, test_ids: [mri] }, NOW)).toMatchObject({
      ok: false,
      status: 400,
    });
  });

  it('when the lab has no home sampling, then 400', () => {
    const skm = data.lab_branches.find((b) => b.lab_id === 6)!;
    const test = data.lab_categories.find((c) => c.lab_id === 6)!.tests[0].id;
    expect(
      priceBooking(
        data,
        {
          ...base,
          lab_id: 6,
          lab_branch_id: skm.id,
          test_ids: [test],
          home_sampling: true,
          address: 'House 1, Street 2',
        },
        NOW,
      ),
    ).toMatchObject({ ok: false, message: expect.stringMatching(/home sampling/) });
  });

  it('when it is 20:00 UTC, then today in UTC is already yesterday in Pakistan and cannot be booked', () => {
    const lateEvening = Date.parse('2026-11-22T20:00:00Z');
    expect(priceBooking(data, { ...base, preferred_date: '2026-11-22' }, lateEvening)).toMatchObject({
      ok: false,
      message: '2026-11-22 has already passed in Pakistan. Please choose a later date.',
    });
  });
});
