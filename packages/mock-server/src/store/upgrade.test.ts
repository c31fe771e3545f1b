import { describe, expect, it } from 'vitest';
import { createSeed } from './seed/index.ts';
import type { StoreData } from './types.ts';
import { upgradeData } from './upgrade.ts';

/** A data file as the mock wrote it before the directory and bookings existed. */
function oldFile(): StoreData {
  const data = createSeed();
  const old = {
    ...data,
    doctors: data.doctors.filter((d) => d.id <= 2003).map(({ profile: _p, ...d }) => d),
  } as Partial<StoreData>;
  delete old.appointments;
  delete old.payments;
  delete old.practice_locations;
  delete old.reviews;
  return old as StoreData;
}

describe('upgradeData', () => {
  it('when an old data file is loaded, then it gains the directory and empty booking collections', () => {
    const data = oldFile();
    const added = upgradeData(data);
    const seed = createSeed();
    expect(added).toEqual(expect.arrayContaining(['appointments', 'payments', 'practice_locations', 'reviews']));
    expect(data.appointments).toEqual([]);
    expect(data.payments).toEqual([]);
    expect(data.doctors.filter((d) => d.profile)).toHaveLength(seed.doctors.filter((d) => d.profile).length);
    expect(data.next_ids.doctor).toBeGreaterThanOrEqual(seed.next_ids.doctor);
  });

  it('when the file already has bookings and a renamed doctor, then nothing stored is overwritten', () => {
    const data = createSeed();
    data.doctors[0].name = 'Dr. Imran Qureshi (renamed)';
    data.appointments.push({ id: 5001 } as StoreData['appointments'][number]);
    expect(upgradeData(data)).toEqual([]);
    expect(data.doctors[0].name).toBe('Dr. Imran Qureshi (renamed)');
    expect(data.appointments).toHaveLength(1);
  });

  it('when branches were saved before they had an address, then seeded ones get theirs and others an empty one', () => {
    const data = createSeed();
    data.branches.push({
      id: 40,
      facility_id: 7,
      name: 'Shifa Family Clinic - Main',
      code: 'SFC-MAIN',
      city: 'Lahore',
    } as never);
    for (const branch of data.branches) delete (branch as Partial<typeof branch>).address;
    expect(upgradeData(data)).toContain(`${data.branches.length} branch addresses`);
    expect(data.branches.find((b) => b.id === 11)?.address).toBe('12-B Main Boulevard, Gulberg III');
    expect(data.branches.find((b) => b.id === 40)?.address).toBe('');
  });
});
