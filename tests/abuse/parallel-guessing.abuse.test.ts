import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../packages/mock-server/src/modules/auth/limits.ts';
import { startTestServer, type TestServer } from '../../packages/mock-server/src/test/server.ts';
import { clientAt } from './lib/client-at.ts';
import { findingTally } from './lib/record.ts';

// F1: parallel password guessing. Before: 150 parallel wrong passwords to dr_login gave 83×401 +
// 67×429 (staff 150×401, clinic 146×401), and the right password at position 120 signed in.

let server: TestServer;
const tally = findingTally('F01 parallel password guessing');
beforeAll(async () => {
  // Standard limits; each attack comes from its own address (X-Forwarded-For with TRUST_PROXY)
  // unless it tests the per-address limit.
  server = await startTestServer({ limits: 'standard', trustProxy: true });
});
afterAll(async () => {
  tally.flush();
  await server.close();
});

const ACCOUNTS = [
  {
    name: 'doctor',
    path: '/api/doctor/dr_login',
    wrong: { pmdc: '12345-P', password: 'Wrong@1234' },
    right: { pmdc: '12345-P', password: 'Doctor@123' },
  },
  {
    name: 'staff',
    path: '/api/staff/staff_login',
    wrong: { username: 'reception.gulberg', password: 'Wrong@1234' },
    right: { username: 'reception.gulberg', password: 'Staff@123' },
  },
  {
    name: 'clinic owner',
    path: '/api/clinic/check_clinic_branches',
    wrong: { email: 'owner@shifaclinic.pk', password: 'Wrong@1234' },
    right: { email: 'owner@shifaclinic.pk', password: 'Clinic@123' },
  },
] as const;

let nextAddress = 1;
/** A client at an address of its own: the attacker spreads guesses over many addresses. */
const at = (address = `10.1.${Math.floor(nextAddress / 250)}.${nextAddress++ % 250}`) => clientAt(server.url, address);

// Guesses from many addresses meet the account-wide ceiling (issue 32: 10 per account and address,
// 100 per account from everywhere, so that no one address can lock the account's owner out).
const CEILING = LIMITS.signInFailuresPerAccount.limit;

describe('parallel password guessing', () => {
  it.each(ACCOUNTS)(
    'when 150 guesses for a $name arrive at once from 150 addresses with the right password last, then at most 100 are checked and none signs in',
    async ({ path, wrong, right }) => {
      const clients = await Promise.all(Array.from({ length: 150 }, () => at()));
      const answers = await Promise.all(clients.map(({ send }, i) => send(path, i === 149 ? right : wrong)));
      const statuses = answers.map((r) => r.status);
      const checked = statuses.filter((s) => s === 401 || s === 200).length;
      tally.add(150, statuses.filter((s) => s !== 200).length);
      expect(statuses).not.toContain(200);
      expect(checked).toBeLessThanOrEqual(CEILING);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(150 - CEILING);
      // The lock says when it ends, and the right password is refused until then.
      const locked = answers.find((r) => r.status === 429)!;
      expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(60);
      const after = await (await at()).send(path, right);
      expect(after.status).toBe(429);
    },
  );

  it('when a success lands while other guesses are in flight, then those still count', async () => {
    const first = await at();
    const send = (body: object) => first.send('/api/doctor/dr_login', body);
    // Dr. Ayesha Rehman: 9 wrong and 1 right at once; the success must not forgive the 9.
    const wrong = { pmdc: '54321-P', password: 'Wrong@1234' };
    const burst = await Promise.all([
      ...Array.from({ length: 9 }, () => send(wrong)),
      send({ pmdc: '54321-P', password: 'Doctor@123' }),
    ]);
    // (The success rotated this client's XSRF token: the next guesses come from a fresh client.)
    const other = await at(first.address);
    const next = await Promise.all(Array.from({ length: 3 }, () => other.send('/api/doctor/dr_login', wrong)));
    const codes = next.map((r) => r.status);
    tally.add(12, codes.filter((s) => s !== 200).length + 9);
    expect(burst.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(401)]);
    // 9 failures stay counted: only one more guess is checked before the lock.
    expect(codes.sort()).toEqual([401, 429, 429]);
  });

  it('when one address guesses across many accounts, then it is stopped after 50 failures', async () => {
    const { send } = await at('10.9.9.9');
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        send('/api/staff/staff_login', { username: `guess${i}`, password: 'Wrong@1234' }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    tally.add(80, 80);
    expect(statuses.filter((s) => s === 401).length).toBe(50);
    expect(statuses.filter((s) => s === 429).length).toBe(30);
    expect(answers.find((r) => r.status === 429)!.body.message).toMatch(/from your network/);
  });

  it('when wrong codes for many numbers come from one address, then it is stopped after 50', async () => {
    const { send } = await at('10.9.9.10');
    const answers = [];
    for (let i = 0; i < 60; i++) {
      answers.push(
        await send('/api/auth/verify-otp-code-patient', {
          phone_number: `0300${String(1000000 + i)}`,
          otp_code: '000000',
        }),
      );
    }
    const statuses = answers.map((r) => r.status);
    tally.add(60, 60);
    expect(statuses.filter((s) => s === 401).length).toBe(50);
    expect(statuses.slice(50).every((s) => s === 429)).toBe(true);
  });
});
