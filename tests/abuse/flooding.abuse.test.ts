import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeSlots } from '../../packages/mock-server/src/test/appointments.ts';
import { cookieFrom, startTestServer, type TestServer } from '../../packages/mock-server/src/test/server.ts';
import { clientAt } from './lib/client-at.ts';
import { findingTally } from './lib/record.ts';

// F6: 3,000 codes to distinct numbers in 2.8 s, 10 sends locked a victim's number for an hour, and
// 2,000 contact messages in 1.5 s, all from one address. F7: one address held all 1,302 online
// slots of a doctor with 440 new numbers. F10: forgot password answered 404 for unknown accounts,
// and sign-up answered 409 for a taken PMDC before the code was checked.

let server: TestServer;
const tally = findingTally('F06-F07-F10 flooding and discovery');
beforeAll(async () => {
  server = await startTestServer({ limits: 'standard', trustProxy: true });
});
afterAll(async () => {
  tally.flush();
  await server.close();
});

const at = (address: string) => clientAt(server.url, address);

const number = (i: number) => `0301${String(1_000_000 + i)}`;

describe('limits per address', () => {
  it('when one address asks 300 codes for distinct numbers, then 30 are sent and the rest get 429 with Retry-After', async () => {
    const { send } = await at('10.6.0.1');
    const answers = [];
    for (let i = 0; i < 300; i++)
      answers.push(await send('/api/auth/send-verification-code', { phone_number: number(i) }));
    const statuses = answers.map((r) => r.status);
    tally.add(300, statuses.filter((s) => s === 429).length + 30);
    expect(statuses.filter((s) => s === 200).length).toBe(30);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    expect(Number(answers[299].headers['retry-after'])).toBeGreaterThan(60);
  });

  it("when one address floods a victim's number, then the victim can still get a code from their own network", async () => {
    const attacker = await at('10.6.0.2');
    const victimPhone = '03459998877';
    const flood = [];
    for (let i = 0; i < 10; i++)
      flood.push((await attacker.send('/api/auth/send-verification-code', { phone_number: victimPhone })).status);
    const victim = await at('10.6.0.3');
    const own = await victim.send('/api/auth/send-verification-code', { phone_number: victimPhone });
    tally.add(10, flood.filter((s) => s === 429).length + (own.status === 200 ? 5 : 0));
    expect(flood.filter((s) => s === 200).length).toBe(5);
    expect(own.status).toBe(200);
  });

  it('when one address sends 200 contact, helpline and demo forms, then 20 are stored', async () => {
    const { send } = await at('10.6.0.4');
    const before = server.store.data.submissions.helpline.length;
    const statuses = [];
    for (let i = 0; i < 200; i++)
      statuses.push((await send('/api/admin/call-helpline/add', { data: {}, phone_number: number(5000 + i) })).status);
    const stored = server.store.data.submissions.helpline.length - before;
    tally.add(200, 200 - stored + 20);
    expect(stored).toBe(20);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
  });
});

describe('one actor cannot hold the calendar', () => {
  it('when one address signs in 30 new numbers and holds slots with each, then at most 10 slots are held', async () => {
    const slots = freeSlots(server, 40);
    let heldSlots = 0;
    let refused = 0;
    for (let i = 0; i < 30; i++) {
      // Each patient from a fresh address to sign in (the code limit is tested above), all booking from one.
      const phone = number(9000 + i);
      const signer = await at(`10.7.1.${i}`);
      await signer.send('/api/auth/send-verification-code', { phone_number: phone });
      const code = server.ctx.otp.last(phone)!.code;
      const signedIn = await signer.send('/api/auth/verify-otp-code-patient', { phone_number: phone, otp_code: code });
      // The sign-in rotated the XSRF cookie.
      signer.client.xsrf = cookieFrom(signedIn, 'XSRF-TOKEN') ?? signer.client.xsrf;
      for (const slot of slots.slice(i, i + 1)) {
        const res = await signer.client.agent
          .post('/api/appointments/book')
          .set('X-XSRF-TOKEN', signer.client.xsrf!)
          .set('X-Forwarded-For', '10.7.0.1')
          .send({ pmdc: '12345-P', mode: 'online', date: slot.date, time: slot.time });
        if (res.status === 201) heldSlots += 1;
        else if (res.status === 429) refused += 1;
      }
    }
    tally.add(30, refused + Math.min(heldSlots, 10));
    expect(heldSlots).toBe(10);
    expect(refused).toBe(20);
  });
});

describe('no account discovery', () => {
  it.each([
    ['/api/doctor/dr_forget_password', { pmdc: '12345-P' }, { pmdc: '99999-P' }],
    ['/api/clinic/clinic_forget_password', { email: 'owner@shifaclinic.pk' }, { email: 'nobody@nowhere.pk' }],
  ])(
    'when %s is asked for a registered and an unknown account, then the answers are the same',
    async (path, known, unknown) => {
      const { send } = await at('10.10.0.1');
      const a = await send(path, known);
      const b = await send(path, unknown);
      tally.add(1, a.status === b.status && JSON.stringify(a.body) === JSON.stringify(b.body) ? 1 : 0);
      expect([b.status, b.body]).toEqual([a.status, a.body]);
    },
  );

  it('when sign-up is verified with a wrong code for a taken PMDC, then the answer is the same as for a free one', async () => {
    const { send } = await at('10.10.0.2');
    const form = {
      name: 'Dr. Test',
      phone_number: '03331112223',
      email: 'dr@test.pk',
      speciality: 'General',
      city: 'Lahore',
      password: 'Doctor@2026',
      otp_code: '000000',
    };
    const taken = await send('/api/doctor/verify_dr_signup_otp', { ...form, pmdc: '12345-P' });
    const free = await send('/api/doctor/verify_dr_signup_otp', { ...form, pmdc: '77777-P' });
    tally.add(1, taken.status === free.status ? 1 : 0);
    expect([taken.status, taken.body]).toEqual([free.status, free.body]);
  });
});
