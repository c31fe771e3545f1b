import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientFrom } from '../../test/addressed.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { LIMITS } from './limits.ts';
import { accountLockedMessage } from './rules.ts';

// Each test hashes a dozen passwords or more: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 60_000 });

// Standard limits, each client at an address of its own (X-Forwarded-For, one trusted hop), and
// the mock's clock injected: windows pass without waiting.
let server: TestServer;
let now = Date.parse('2026-03-02T09:00:00Z');
beforeAll(async () => {
  server = await startTestServer({ limits: 'standard', trustProxy: true }, { now: () => now });
});
beforeEach(() => server.ctx.limits.clear());
afterAll(() => server.close());

const at = (address: string) => clientFrom(server.url, address);
const login = (address: string, password: string, pmdc = '12345-P') =>
  at(address).post('/api/doctor/dr_login', { pmdc, password });
const WRONG = 'Wrong@1234';
const PAIR = LIMITS.signInFailuresPerAccountAndAddress.limit;
const ACCOUNT = LIMITS.signInFailuresPerAccount.limit;

async function fail(address: string, times: number, pmdc = '12345-P') {
  const client = at(address);
  const statuses = [];
  for (let i = 0; i < times; i++)
    statuses.push((await client.post('/api/doctor/dr_login', { pmdc, password: WRONG })).status);
  return statuses;
}

/**
 * `n` failed sign-ins of an account from other addresses, 10 from each, counted straight into the
 * limiters as guardedSignIn counts them (90 password hashes over HTTP would only slow the test).
 */
function failedElsewhere(account: string, n: number) {
  const { signInFailures, signInFailuresByAddress } = server.ctx.limits;
  for (let i = 0; i < n; i++) {
    for (const [limiter, key] of [
      [signInFailuresByAddress, `${account}|10.99.0.${Math.floor(i / PAIR)}`],
      [signInFailures, account],
    ] as const) {
      const reservation = limiter.reserve(key, now);
      if (!reservation.allowed) throw new Error(`${key} is already locked`);
      reservation.failed();
    }
  }
}

describe('password failures per account and address', () => {
  it('when one address fails 10 times for a doctor, then it is refused with Retry-After and the reset hint, and the doctor signs in from another', async () => {
    expect(await fail('10.0.0.1', PAIR)).toEqual(Array(PAIR).fill(401));
    const locked = await login('10.0.0.1', 'Doctor@123');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect(locked.body.message).toBe(
      'Too many failed sign-in attempts for this account from your network. Try again in 15 minutes, or reset your password to sign in now.',
    );
    expect((await login('10.0.0.2', 'Doctor@123')).status).toBe(200);
  });

  it('when one address keeps guessing one account, then only 10 count against the account: the owner is never locked out by it', async () => {
    const statuses = await fail('10.0.0.3', 60);
    expect(statuses.filter((s) => s === 401)).toHaveLength(PAIR);
    expect(server.ctx.limits.signInFailures.retryAfterMs('doctor:12345-p', now)).toBe(0);
    expect((await login('10.0.0.4', 'Doctor@123')).status).toBe(200);
  });

  it('when 15 minutes pass on the mock clock, then the address may try again', async () => {
    await fail('10.0.0.5', PAIR);
    expect((await login('10.0.0.5', 'Doctor@123')).status).toBe(429);
    now += LIMITS.signInFailuresPerAccountAndAddress.windowMs;
    expect((await login('10.0.0.5', 'Doctor@123')).status).toBe(200);
  });
});

describe('the account-wide ceiling against guessing from many addresses', () => {
  it('when 100 failures come from 10 addresses, then every address is refused, the right password too, with the reset hint', async () => {
    failedElsewhere('doctor:54321-p', ACCOUNT - 2 * PAIR);
    await fail('10.1.0.1', PAIR, '54321-P');
    // 90 failures: the owner still signs in.
    expect((await login('10.1.1.1', 'Doctor@123', '54321-P')).status).toBe(200);
    await fail('10.1.0.2', PAIR, '54321-P');
    const locked = await login('10.1.1.1', 'Doctor@123', '54321-P');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.body.message).toBe(
      'Too many failed sign-in attempts for this account. Try again in 15 minutes, or reset your password to sign in now.',
    );
  });

  it('when the owner then resets the password with the code sent to their phone, then the locks end and the new password signs in', async () => {
    failedElsewhere('doctor:54321-p', ACCOUNT - PAIR);
    await fail('10.2.0.0', PAIR, '54321-P');
    expect((await login('10.2.1.1', 'Doctor@123', '54321-P')).status).toBe(429);
    expect((await login('10.2.0.0', 'Doctor@123', '54321-P')).status).toBe(429);
    const owner = at('10.2.1.1');
    expect((await owner.post('/api/doctor/dr_forget_password', { pmdc: '54321-P' })).status).toBe(200);
    const phone = server.store.data.doctors.find((d) => d.pmdc === '54321-P')!.phone;
    const verified = await owner.post('/api/doctor/dr_forget_otp_verify', {
      pmdc: '54321-P',
      otp_code: server.ctx.otp.last(phone)!.code,
    });
    const reset = await owner.put('/api/doctor/dr_reset_password', {
      reset_token: verified.body.data.reset_token,
      password: 'Doctor@2026',
    });
    expect(reset.status).toBe(200);
    expect((await login('10.2.1.1', 'Doctor@2026', '54321-P')).status).toBe(200);
    // The pair locks of the guessing addresses ended too (the reset proved the owner's phone).
    expect(server.ctx.limits.signInFailuresByAddress.retryAfterMs('doctor:54321-p|10.2.0.0', now)).toBe(0);
  });

  it("when a clinic owner's account is locked and reset, then the owner signs in", async () => {
    const email = 'nadia@hayatmedical.pk';
    failedElsewhere(`owner:${email}`, ACCOUNT - PAIR);
    const guesser = at('10.3.0.1');
    for (let i = 0; i < PAIR; i++) await guesser.post('/api/clinic/clinic_login', { email, password: WRONG });
    const owner = at('10.3.1.1');
    expect((await owner.post('/api/clinic/clinic_login', { email, password: 'Clinic@123' })).status).toBe(429);
    await owner.post('/api/clinic/clinic_forget_password', { email });
    const phone = server.store.data.owners.find((o) => o.email === email)!.phone;
    const verified = await owner.post('/api/clinic/clinic_forget_otp_verify', {
      email,
      otp_code: server.ctx.otp.last(phone)!.code,
    });
    const token = verified.body.data.reset_token;
    expect(
      (await owner.put('/api/clinic/clinic_reset_password', { reset_token: token, password: 'Clinic@2026' })).status,
    ).toBe(200);
    expect((await owner.post('/api/clinic/clinic_login', { email, password: 'Clinic@2026' })).status).toBe(200);
  });

  it('when staff (who have no reset) are locked, then the message only says when to try again', () => {
    expect(accountLockedMessage('staff:reception.gulberg', 'account', 120)).toBe(
      'Too many failed sign-in attempts for this account. Try again in 2 minutes.',
    );
  });
});

describe('codes per number and per requester', () => {
  it("when one address asks 5 codes for a victim's number, then it is refused and the victim still gets one from their network", async () => {
    const attacker = at('10.4.0.1');
    const statuses = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await attacker.post('/api/auth/send-verification-code', { phone_number: '03451234567' })).status);
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(3).fill(429)]);
    expect(
      (await at('10.4.0.2').post('/api/auth/send-verification-code', { phone_number: '03451234567' })).status,
    ).toBe(200);
  });

  it('when 20 codes went to a number within the hour (4 addresses), then a 5th address hears "Too many codes sent to this number"', async () => {
    for (let a = 0; a < 4; a++)
      for (let i = 0; i < 5; i++)
        await at(`10.5.0.${a}`).post('/api/auth/send-verification-code', { phone_number: '03451234568' });
    const refused = await at('10.5.0.9').post('/api/auth/send-verification-code', { phone_number: '03451234568' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many codes sent to this number\. Try again in \d+ minutes\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('when a stranger kills a code with 5 wrong tries, then the owner signs in with it, and with a new one', async () => {
    const phone = '03451234569';
    const owner = at('10.6.0.1');
    await owner.post('/api/auth/send-verification-code', { phone_number: phone });
    const code = server.ctx.otp.last(phone)!.code;
    const wrong = code === '000000' ? '111111' : '000000';
    const stranger = at('10.6.0.66');
    for (let i = 0; i < 5; i++)
      await stranger.post('/api/auth/verify-otp-code-patient', { phone_number: phone, otp_code: wrong });
    const dead = await stranger.post('/api/auth/verify-otp-code-patient', { phone_number: phone, otp_code: code });
    expect(dead.status).toBe(429);
    expect(
      (await owner.post('/api/auth/verify-otp-code-patient', { phone_number: phone, otp_code: code })).status,
    ).toBe(200);
    await owner.post('/api/auth/send-verification-code', { phone_number: phone });
    const fresh = server.ctx.otp.last(phone)!.code;
    expect(
      (await at('10.6.0.1').post('/api/auth/verify-otp-code-patient', { phone_number: phone, otp_code: fresh })).status,
    ).toBe(200);
  });
});

describe('ckeck_password_exists', () => {
  it('when one address asks 60 times in an hour, then the 61st is 429 with Retry-After and another address is served', async () => {
    const client = at('10.7.0.1');
    const limit = LIMITS.passwordChecksPerAddress.limit;
    for (let i = 0; i < limit; i++)
      expect((await client.post('/api/doctor/ckeck_password_exists', { pmdc: '12345-P' })).status).toBe(200);
    const refused = await client.post('/api/doctor/ckeck_password_exists', { pmdc: '12345-P' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many sign-in checks from your network. Try again in 60 minutes.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await at('10.7.0.2').post('/api/doctor/ckeck_password_exists', { pmdc: '12345-P' })).status).toBe(200);
  });
});
