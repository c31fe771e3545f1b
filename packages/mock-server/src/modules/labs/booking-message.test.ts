import { addDays, pakistanDate } from '@ehp/api-types';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInPatient, startTestServer, TestClient, type TestServer } from '../../test/server.ts';

// Issue 33: a lab booking sends its confirmation (SMS) through the outbox, in the language it was
// booked in: the lab, the branch or home collection, the tests, the time in Pakistan time, the
// total and the reference.

interface QaMessage {
  kind: string;
  lang: string;
  channel: string;
  text: string;
  appointment_id: number | null;
  lab_booking_id: string | null;
  patient_id: number | null;
  status: string;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ portalUrl: 'https://portal.test' });
});
afterAll(() => server.close());

const messagesOf = async (phone: string): Promise<QaMessage[]> =>
  (await request(server.url).get(`/__qa/messages?phone=${phone}`)).body.messages;
const tomorrow = () => addDays(pakistanDate(server.ctx.now()), 1);
const booking = (extra: Record<string, unknown> = {}) => ({
  lab_id: 1,
  lab_branch_id: 101,
  test_ids: [1001, 1005],
  patient_name: 'Fatima Noor',
  preferred_date: tomorrow(),
  preferred_time: '10:00:00',
  home_sampling: false,
  ...extra,
});

describe('the lab booking confirmation message', () => {
  it('when a signed-in patient books at a branch in Urdu, then one Urdu SMS names the lab, branch, tests, time, total and reference', async () => {
    const c = new TestClient(server.url);
    await signInPatient(server, c, '03451113333');
    const res = await c.post('/api/medical-test-labs/citi/booking', booking({ lang: 'ur' }));
    expect(res.status).toBe(201);
    const { booking_id, total_amount } = res.body.data;
    const [sms, ...rest] = (await messagesOf('03451113333')).filter((m) => m.kind === 'lab_booking_confirmed');
    expect(rest).toEqual([]);
    const lab = server.store.data.labs.find((l) => l.id === 1)!;
    const branch = server.store.data.lab_branches.find((b) => b.id === 101)!;
    const tests = server.store.data.lab_categories.flatMap((c) => c.tests).filter((t) => [1001, 1005].includes(t.id));
    expect(sms).toMatchObject({
      kind: 'lab_booking_confirmed',
      lang: 'ur',
      channel: 'sms',
      status: 'sent',
      appointment_id: null,
      lab_booking_id: booking_id,
    });
    expect(sms.patient_id).toEqual(expect.any(Number));
    for (const part of [booking_id, lab.lab_name, branch.branch_name, ...tests.map((t) => t.name)])
      expect(sms.text).toContain(part);
    expect(sms.text).toContain(`Rs. ${total_amount.toLocaleString('en-US')}`);
    expect(sms.text).toContain('صبح 10:00');
    expect(sms.text).toContain('پاکستانی وقت');
    expect(sms.text).toContain('کنفرم');
    expect(sms.text).toContain('https://portal.test/ur/patient/profile');
  });

  it('when a visitor books home collection in English with a code, then the English SMS goes to that number with the home address', async () => {
    const phone = '03451114444';
    const c = new TestClient(server.url);
    await c.post('/api/auth/send-verification-code', { phone_number: phone, purpose: 'lab_booking' });
    const otp_code = server.ctx.otp.last(phone)!.code;
    const times = await c.get('/api/medical-test-labs/times?lab_branch_id=101&home_sampling=true&days=3');
    const day = times.body.data.days.at(-1);
    const res = await c.post(
      '/api/medical-test-labs/citi/booking',
      booking({
        phone_number: phone,
        otp_code,
        home_sampling: true,
        address: '45-A Susan Road, Madina Town',
        preferred_date: day.date,
        preferred_time: day.times[0],
      }),
    );
    expect(res.status).toBe(201);
    const [sms] = await messagesOf(phone);
    expect(sms).toMatchObject({ kind: 'lab_booking_confirmed', lang: 'en', patient_id: null });
    expect(sms.text).toMatch(/^SehatLink: Your lab booking LB-\d{6} is confirmed\. Home sample collection by /);
    expect(sms.text).toContain('at 45-A Susan Road, Madina Town');
    expect(sms.text).toContain('(Pakistan time)');
    expect(sms.text).toContain('https://portal.test/patient/profile');
  });

  it('when the booking is refused, then no message is queued', async () => {
    const before = server.store.data.messages.length;
    const c = new TestClient(server.url);
    const res = await c.post('/api/medical-test-labs/citi/booking', booking({ phone_number: '03451115555' }));
    expect(res.status).toBe(400);
    expect(server.store.data.messages.length).toBe(before);
  });
});
