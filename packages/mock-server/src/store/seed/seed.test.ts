import { describe, expect, it } from 'vitest';
import { checkPassword } from '../passwords.ts';
import { SEED_DOCTORS, SEED_OWNERS, SEED_STAFF, SEEDED_ACCOUNTS } from './accounts.ts';
import { createSeed } from './index.ts';

describe('seed', () => {
  const data = createSeed();

  it('when the seed is built, then there are at least 6 labs with branches in real cities and coordinates in Pakistan', () => {
    expect(data.labs.length).toBeGreaterThanOrEqual(6);
    for (const lab of data.labs) expect(data.lab_branches.some((b) => b.lab_id === lab.id)).toBe(true);
    for (const b of data.lab_branches) {
      expect(b.latitude).toBeGreaterThan(23.5);
      expect(b.latitude).toBeLessThan(37.5);
      expect(b.longitude).toBeGreaterThan(60.5);
      expect(b.longitude).toBeLessThan(77.5);
    }
  });

  it('when tests are priced, then every price is a whole rupee amount from 1 to 99999 and ids are unique', () => {
    const tests = data.lab_categories.flatMap((c) => c.tests);
    for (const t of tests) expect(Number.isInteger(t.price) && t.price > 0 && t.price <= 99_999).toBe(true);
    expect(new Set(tests.map((t) => t.id)).size).toBe(tests.length);
  });

  it('when doctors are seeded, then PMDC numbers match the contract pattern and one has no password', () => {
    for (const d of SEED_DOCTORS) expect(d.pmdc).toMatch(/^\d{3,6}-[A-Z]$/);
    expect(SEED_DOCTORS.some((d) => d.password_hash === null)).toBe(true);
  });

  it('when the published passwords are checked against the stored scrypt hashes, then each one verifies', async () => {
    const hashes = new Map<string, string | null>([
      ...SEED_OWNERS.map((o) => [o.email, o.password_hash] as const),
      ...SEED_DOCTORS.map((d) => [d.pmdc, d.password_hash] as const),
      ...SEED_STAFF.map((s) => [s.username, s.password_hash] as const),
    ]);
    for (const account of SEEDED_ACCOUNTS.filter((a) => a.password)) {
      expect(await checkPassword(account.password!, hashes.get(account.identifier)), account.identifier).toBe(true);
    }
  });

  it('when two seeds are made, then they share nothing', () => {
    const other = createSeed();
    other.patients[0].name = 'Changed';
    expect(data.patients[0].name).toBe('Ali Hassan');
  });
});
