import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../packages/mock-server/src/modules/auth/limits.ts';
import { startMock, startPortal, type Service } from '../support/stack.mjs';
import { clientFrom, type AddressedClient } from './lib/from-address.ts';
import { findingTally } from './lib/record.ts';

// Issue 32: behind the portal the mock saw 127.0.0.1 for every visitor, so each per-address limit
// was one bucket for the whole site, and TRUST_PROXY=true took the left-most X-Forwarded-For,
// which the client writes. Here clients connect from distinct loopback addresses (their own
// sockets, not a claimed header): what one of them does must not lock out another, an account or
// a number's owner. First straight to the mock, then through the portal as `pnpm start` runs it.

const tally = findingTally('Issue 32 one client cannot lock out another');
const open: AddressedClient[] = [];
const services: Service[] = [];
afterAll(async () => {
  tally.flush();
  for (const client of open) client.close();
  await Promise.all(services.map((s) => s.stop()));
});

const DOCTOR = { pmdc: '12345-P', password: 'Doctor@123' };
const WRONG = 'Wrong@1234';
let numbers = 0;
/** A mobile number no other test uses. */
const freshNumber = () => `0345${String(1_000_000 + numbers++).padStart(7, '0')}`;

function at(url: string, address: string) {
  const client = clientFrom(url, address);
  open.push(client);
  return client;
}

/** Sends a code request per number, one after the other; the statuses. */
async function askCodes(client: AddressedClient, phones: string[], headers?: (i: number) => Record<string, string>) {
  const statuses: number[] = [];
  for (const [i, phone] of phones.entries())
    statuses.push(
      (await client.post('/api/auth/send-verification-code', { phone_number: phone }, headers?.(i))).status,
    );
  return statuses;
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

/** The last code the mock sent to a number (QA API of that mock). */
async function codeFor(mockUrl: string, phone: string): Promise<string> {
  const res = await fetch(`${mockUrl}/__qa/otp?phone=${phone}`);
  return ((await res.json()) as { code: string }).code;
}

async function signInPatient(client: AddressedClient, mockUrl: string, phone = freshNumber()) {
  await client.post('/api/auth/send-verification-code', { phone_number: phone });
  const res = await client.post('/api/auth/verify-otp-code-patient', {
    phone_number: phone,
    otp_code: await codeFor(mockUrl, phone),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${phone} from ${client.address}: ${res.status}`);
}

/** `times` wrong doctor passwords from one client, one after the other; the statuses. */
async function wrongPasswords(client: AddressedClient, times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++)
    statuses.push((await client.post('/api/doctor/dr_login', { pmdc: DOCTOR.pmdc, password: WRONG })).status);
  return statuses;
}

/** Pakistan's date two days from now: every online slot of Dr. Imran Qureshi is still ahead. */
const inTwoDays = () => new Date(Date.now() + 2 * 86_400_000 + 5 * 3_600_000).toISOString().slice(0, 10);

describe('two clients straight to the mock (standard limits, TRUST_PROXY=false)', () => {
  let mock: Service;
  beforeAll(async () => {
    mock = await startMock({ env: { LIMITS: 'standard', TRUST_PROXY: 'false' } });
    services.push(mock);
  });
  const from = (address: string) => at(mock.url, address);

  it('when 127.0.1.2 uses up its 30 codes an hour, then 127.0.1.3 still gets one, and 35 addresses each get one', async () => {
    const limit = LIMITS.codesPerAddress.limit;
    const flood = await askCodes(
      from('127.0.1.2'),
      Array.from({ length: limit + 5 }, () => freshNumber()),
    );
    expect(count(flood, 200)).toBe(limit);
    expect(flood.slice(limit).every((s) => s === 429)).toBe(true);
    expect(await askCodes(from('127.0.1.3'), [freshNumber()])).toEqual([200]);
    const visitors = await Promise.all(
      Array.from({ length: 35 }, (_, i) => askCodes(from(`127.0.1.${10 + i}`), [freshNumber()])),
    );
    tally.hit(count(visitors.flat(), 200) === 35, flood.length);
    expect(visitors.flat()).toEqual(Array(35).fill(200));
  });

  it('when 127.0.8.2 rotates X-Forwarded-For on every request, then it still gets only its own 30 codes', async () => {
    const limit = LIMITS.codesPerAddress.limit;
    const statuses = await askCodes(
      from('127.0.8.2'),
      Array.from({ length: limit * 2 }, () => freshNumber()),
      (i) => ({ 'x-forwarded-for': `10.8.${i >> 8}.${i & 255}` }),
    );
    tally.hit(count(statuses, 200) === limit, statuses.length);
    expect(count(statuses, 200)).toBe(limit);
  });

  it("when 127.0.2.2 asks codes for a victim's number, then it gets 5, and the victim at 127.0.2.3 still gets one", async () => {
    const victim = freshNumber();
    const flood = await askCodes(from('127.0.2.2'), Array(10).fill(victim));
    expect(flood).toEqual([...Array(5).fill(200), ...Array(5).fill(429)]);
    const own = await askCodes(from('127.0.2.3'), [victim]);
    tally.hit(own[0] === 200 && count(flood, 200) === 5, flood.length);
    expect(own).toEqual([200]);
  });

  it("when 127.0.9.2 kills a victim's code with 5 wrong tries, then the victim at 127.0.9.3 signs in with it, and with a new one", async () => {
    const phone = freshNumber();
    const victim = from('127.0.9.3');
    await askCodes(victim, [phone]);
    const code = await codeFor(mock.url, phone);
    const stranger = from('127.0.9.2');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      await stranger.post('/api/auth/verify-otp-code-patient', { phone_number: phone, otp_code: wrong });
    expect(
      (await stranger.post('/api/auth/verify-otp-code-patient', { phone_number: phone, otp_code: code })).status,
    ).toBe(429);
    const signedIn = await victim.post('/api/auth/verify-otp-code-patient', { phone_number: phone, otp_code: code });
    tally.hit(signedIn.status === 200, 6);
    expect(signedIn.status).toBe(200);
    await signInPatient(from('127.0.9.4'), mock.url, phone);
  });

  it('when 127.0.3.2 sends 50 wrong passwords for the doctor, then the doctor signs in from 127.0.3.3', async () => {
    const statuses = await wrongPasswords(from('127.0.3.2'), 50);
    expect(count(statuses, 401)).toBe(LIMITS.signInFailuresPerAccountAndAddress.limit);
    expect(count(statuses, 429)).toBe(50 - LIMITS.signInFailuresPerAccountAndAddress.limit);
    const doctor = await from('127.0.3.3').post('/api/doctor/dr_login', DOCTOR);
    tally.hit(doctor.status === 200, statuses.length);
    expect(doctor.status).toBe(200);
  });

  it('when 127.0.4.2 fails 50 sign-ins over many accounts, then it is refused and the doctor signs in from 127.0.4.3', async () => {
    const guesser = from('127.0.4.2');
    const limit = LIMITS.failuresPerAddress.limit;
    const guesses = await Promise.all(
      Array.from({ length: limit }, (_, i) =>
        guesser.post('/api/staff/staff_login', { username: `guess${i}`, password: WRONG }),
      ),
    );
    expect(
      count(
        guesses.map((r) => r.status),
        401,
      ),
    ).toBe(limit);
    const refused = await guesser.post('/api/doctor/dr_login', DOCTOR);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/^Too many failed attempts from your network\. Try again in \d+ minutes?\.$/);
    const doctor = await from('127.0.4.3').post('/api/doctor/dr_login', DOCTOR);
    tally.hit(doctor.status === 200, limit + 1);
    expect(doctor.status).toBe(200);
  });

  it('when 127.0.5.2 holds 10 unpaid slots, then its 11th is refused and a patient at 127.0.5.3 books', async () => {
    const date = inTwoDays();
    const slots = await from('127.0.5.9').get(`/api/doctors/slots?pmdc=${DOCTOR.pmdc}&date=${date}&mode=online`);
    const free = (slots.body.data.slots as Array<{ time: string; available: boolean }>).filter((s) => s.available);
    expect(free.length).toBeGreaterThanOrEqual(12);
    const book = (client: AddressedClient, time: string) =>
      client.post('/api/appointments/book', { pmdc: DOCTOR.pmdc, mode: 'online', date, time });
    // Four patients on one network (each may hold 3): 12 attempts.
    const statuses: number[] = [];
    for (let p = 0; p < 4; p++) {
      const patient = from('127.0.5.2');
      await signInPatient(patient, mock.url);
      for (let i = 0; i < 3; i++) statuses.push((await book(patient, free[p * 3 + i].time)).status);
    }
    expect(count(statuses, 201)).toBe(LIMITS.unpaidHoldsPerAddress);
    expect(statuses.slice(LIMITS.unpaidHoldsPerAddress).every((s) => s === 429)).toBe(true);
    const neighbour = from('127.0.5.3');
    await signInPatient(neighbour, mock.url);
    const booked = await book(neighbour, free[11].time);
    tally.hit(booked.status === 201 && count(statuses, 201) === LIMITS.unpaidHoldsPerAddress, statuses.length);
    expect(booked.status).toBe(201);
  });

  it('when 127.0.6.2 sends 20 helpline forms, then its 21st is refused and 127.0.6.3 sends one', async () => {
    const send = (client: AddressedClient) =>
      client.post('/api/admin/call-helpline/add', { data: {}, phone_number: freshNumber() });
    const flood = from('127.0.6.2');
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.formsPerAddress.limit; i++) statuses.push((await send(flood)).status);
    expect(count(statuses, 201)).toBe(LIMITS.formsPerAddress.limit);
    expect(statuses.at(-1)).toBe(429);
    const other = await send(from('127.0.6.3'));
    tally.hit(other.status === 201, statuses.length);
    expect(other.status).toBe(201);
  });

  it('when 127.0.7.2 signs up 10 doctors, then its 11th sign-up is refused and 127.0.7.3 signs up', async () => {
    let n = 0;
    const signUp = async (client: AddressedClient) => {
      const phone = freshNumber();
      const i = n++;
      await client.post('/api/auth/send-verification-code', { phone_number: phone, purpose: 'signup' });
      return client.post('/api/doctor/verify_dr_signup_otp', {
        otp_code: await codeFor(mock.url, phone),
        name: `Dr. Test ${String.fromCharCode(65 + i)}`,
        pmdc: `${70000 + i}-P`,
        phone_number: phone,
        email: `dr.test.${i}@example.pk`,
        password: 'Doctor@2026',
        speciality: 'General',
        city: 'Lahore',
      });
    };
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.accountChangesPerAddress.limit; i++)
      statuses.push((await signUp(from('127.0.7.2'))).status);
    expect(count(statuses, 201)).toBe(LIMITS.accountChangesPerAddress.limit);
    expect(statuses.at(-1)).toBe(429);
    const other = await signUp(from('127.0.7.3'));
    tally.hit(other.status === 201, statuses.length);
    expect(other.status).toBe(201);
  });

  it('when 127.0.10.2 asks ckeck_password_exists 60 times, then its 61st is refused and 127.0.10.3 is answered', async () => {
    const ask = (client: AddressedClient) => client.post('/api/doctor/ckeck_password_exists', { pmdc: DOCTOR.pmdc });
    const asker = from('127.0.10.2');
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.passwordChecksPerAddress.limit; i++) statuses.push((await ask(asker)).status);
    expect(count(statuses, 200)).toBe(LIMITS.passwordChecksPerAddress.limit);
    expect(statuses.at(-1)).toBe(429);
    const other = await ask(from('127.0.10.3'));
    tally.hit(other.status === 200, statuses.length);
    expect(other.status).toBe(200);
  });
});

describe('two clients through the portal, as `pnpm start` runs it (mock TRUST_PROXY=loopback)', () => {
  let mock: Service;
  let portal: Service;
  beforeAll(async () => {
    mock = await startMock({ env: { LIMITS: 'standard', TRUST_PROXY: 'loopback' } });
    services.push(mock);
    portal = await startPortal({ mockUrl: mock.url });
    services.push(portal);
  });
  const from = (address: string) => at(portal.url, address);

  it('when 35 visitors each ask a code, then every one is sent (30 an hour is per visitor, not per site)', async () => {
    const visitors = await Promise.all(
      Array.from({ length: 35 }, (_, i) => askCodes(from(`127.0.20.${10 + i}`), [freshNumber()])),
    );
    tally.hit(count(visitors.flat(), 200) === 35, 35);
    expect(visitors.flat()).toEqual(Array(35).fill(200));
  });

  it('when one visitor rotates X-Forwarded-For on every request, then it still gets only its own 30 codes', async () => {
    const limit = LIMITS.codesPerAddress.limit;
    const statuses = await askCodes(
      from('127.0.21.2'),
      Array.from({ length: limit * 2 }, () => freshNumber()),
      (i) => ({ 'x-forwarded-for': `10.21.${i >> 8}.${i & 255}` }),
    );
    tally.hit(count(statuses, 200) === limit, statuses.length);
    expect(count(statuses, 200)).toBe(limit);
    expect(statuses.slice(limit).every((s) => s === 429)).toBe(true);
    // Its neighbour is served.
    expect(await askCodes(from('127.0.21.3'), [freshNumber()])).toEqual([200]);
  });

  it('when one visitor sends 50 wrong passwords for the doctor, then the doctor signs in from another', async () => {
    const statuses = await wrongPasswords(from('127.0.22.2'), 50);
    expect(count(statuses, 401)).toBe(LIMITS.signInFailuresPerAccountAndAddress.limit);
    const doctor = await from('127.0.22.3').post('/api/doctor/dr_login', DOCTOR);
    tally.hit(doctor.status === 200, statuses.length);
    expect(doctor.status).toBe(200);
  });
});
