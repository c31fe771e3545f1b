import { addDays, pakistanDate, pakistanInstant } from '@ehp/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInPatient, startTestServer, TestClient, type TestServer } from '../../test/server.ts';

// Issue 33: a lab booking's number is confirmed with a code (or is the signed-in patient's), its
// time comes from the mock's clock in Pakistan time, and the patient can cancel it.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
const client = () => new TestClient(server.url);
const tomorrow = () => addDays(pakistanDate(server.ctx.now()), 1);
const booking = (extra: Record<string, unknown> = {}) => ({
  lab_id: 1,
  lab_branch_id: 102,
  test_ids: [1001],
  patient_name: 'Fatima Noor',
  phone_number: '03001230000',
  preferred_date: tomorrow(),
  preferred_time: '10:00:00',
  home_sampling: false,
  ...extra,
});

describe('confirming the number of a lab booking', () => {
  it('when nobody is signed in and no code is given, then 400 says to confirm the number, and nothing is booked', async () => {
    const before = server.store.data.submissions.booking.length;
    const res = await client().post('/api/medical-test-labs/citi/booking', booking());
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Please confirm your phone number/);
    expect(server.store.data.submissions.booking.length).toBe(before);
  });

  it('when the code is wrong, then 401 wrong_code; a sign-in code does not confirm a booking', async () => {
    const c = client();
    await c.post('/api/auth/send-verification-code', { phone_number: '03001230000' });
    const signInCode = server.ctx.otp.last('03001230000')!.code;
    const res = await c.post('/api/medical-test-labs/citi/booking', booking({ otp_code: signInCode }));
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('no_code');
  });

  it("when a patient is signed in, then the account's number is used whatever the form said", async () => {
    const c = client();
    await signInPatient(server, c, '03451112222');
    const res = await c.post('/api/medical-test-labs/citi/booking', booking({ phone_number: '03009998887' }));
    expect(res.status).toBe(201);
    expect(server.store.data.submissions.booking.at(-1)).toMatchObject({ phone_number: '03451112222' });
  });
});

describe('listLabTimes', () => {
  it('when asked, then only future half-hour times from the server clock in Pakistan time, each bookable', async () => {
    const res = await client().get('/api/medical-test-labs/times?lab_branch_id=102&days=3');
    expect(res.status).toBe(200);
    const { today, days, window } = res.body.data;
    expect(today).toBe(pakistanDate(server.ctx.now()));
    expect(window).toEqual({ from: '08:00:00', until: '22:00:00' });
    for (const day of days)
      for (const time of day.times) expect(pakistanInstant(day.date, time)).toBeGreaterThan(server.ctx.now());
  });

  it('when home collection is asked for, then the 08:00-20:00 window; for a lab without it, 400; an unknown branch, 404', async () => {
    const home = await client().get('/api/medical-test-labs/times?lab_branch_id=102&home_sampling=true');
    expect(home.body.data.window).toEqual({ from: '08:00:00', until: '20:00:00' });
    const skm = server.store.data.lab_branches.find((b) => b.lab_id === 6)!;
    const refused = await client().get(`/api/medical-test-labs/times?lab_branch_id=${skm.id}&home_sampling=true`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/does not offer home sample collection\.$/);
    expect((await client().get('/api/medical-test-labs/times?lab_branch_id=99999')).status).toBe(404);
    expect((await client().get('/api/medical-test-labs/times?lab_branch_id=102&days=15')).status).toBe(400);
  });
});

describe('cancelLabBooking', () => {
  it('when the patient cancels their booking, then it is marked cancelled and listed so; again is 409; another patient gets 404', async () => {
    const zara = client();
    await signInPatient(server, zara, '03214560000');
    const made = await zara.post('/api/medical-test-labs/citi/booking', booking());
    const id = made.body.data.booking_id as string;
    const other = client();
    await signInPatient(server, other, '03214560001');
    expect((await other.post('/api/medical-test-labs/bookings/cancel', { booking_id: id })).status).toBe(404);

    const res = await zara.post('/api/medical-test-labs/bookings/cancel', { booking_id: id });
    expect(res.status).toBe(200);
    expect(res.body.data.booking).toMatchObject({
      booking_id: id,
      branch_city: 'Lahore',
      cancelled_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const again = await zara.post('/api/medical-test-labs/bookings/cancel', { booking_id: id });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_cancelled');
    const mine = (await zara.get('/api/medical-test-labs/bookings/mine')).body.data.bookings;
    expect(mine.find((b: { booking_id: string }) => b.booking_id === id).cancelled_at).not.toBeNull();
    // Saved like every write: a restart from the data keeps it cancelled.
    expect(server.store.data.submissions.booking.find((b) => b.booking_id === id)?.cancelled_at).toBeTruthy();
  });

  it('when its time has come, then 409 appointment_started; signed out, 401', async () => {
    const c = client();
    await signInPatient(server, c, '03214560002');
    const made = await c.post('/api/medical-test-labs/citi/booking', booking());
    server.ctx.clock.advance(pakistanInstant(tomorrow(), '10:00:00') - server.ctx.now());
    const res = await c.post('/api/medical-test-labs/bookings/cancel', { booking_id: made.body.data.booking_id });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('appointment_started');
    expect((await client().post('/api/medical-test-labs/bookings/cancel', { booking_id: 'LB-000001' })).status).toBe(
      401,
    );
  });
});
