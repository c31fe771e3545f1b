import { createSeed } from './seed/index.ts';
import type { StoreData } from './types.ts';

/**
 * Brings a data file written before the doctor directory and bookings existed up to today's
 * shape: missing collections come from the seed (the directory) or start empty (appointments,
 * payments), and seeded doctors gain their public profile. Records already in the file win, so
 * nothing anyone stored is overwritten. Returns what was added, for the start-up log.
 */
export function upgradeData(data: StoreData): string[] {
  const added: string[] = [];
  const seed = createSeed();
  const loose = data as Partial<StoreData>;
  if (!Array.isArray(loose.appointments)) {
    data.appointments = [];
    added.push('appointments');
  }
  if (!Array.isArray(loose.payments)) {
    data.payments = [];
    added.push('payments');
  }
  if (!Array.isArray(loose.messages)) {
    data.messages = [];
    added.push('messages');
  }
  if (!Array.isArray(loose.practice_locations)) {
    data.practice_locations = seed.practice_locations;
    added.push('practice_locations');
  }
  if (!Array.isArray(loose.reviews)) {
    data.reviews = seed.reviews;
    added.push('reviews');
  }
  // Branches saved before they had an address: the seeded ones get theirs, others none ('').
  const seededAddress = new Map(seed.branches.map((b) => [b.id, b.address]));
  let addresses = 0;
  for (const branch of data.branches) {
    if (typeof branch.address === 'string') continue;
    branch.address = seededAddress.get(branch.id) ?? '';
    addresses += 1;
  }
  if (addresses) added.push(`${addresses} branch addresses`);
  const byPmdc = new Map(data.doctors.map((d) => [d.pmdc, d]));
  let profiles = 0;
  for (const listed of seed.doctors) {
    const mine = byPmdc.get(listed.pmdc);
    if (!mine) {
      if (data.doctors.some((d) => d.id === listed.id)) continue; // the id is taken by a doctor who signed up
      data.doctors.push(listed);
      profiles += 1;
    } else if (!mine.profile && listed.profile) {
      mine.profile = listed.profile;
      profiles += 1;
    }
  }
  if (profiles) added.push(`${profiles} directory doctors`);
  for (const [kind, next] of Object.entries(seed.next_ids)) {
    data.next_ids[kind] = Math.max(data.next_ids[kind] ?? next, next);
  }
  return added;
}
