import { addDays, pakistanDate } from '@ehp/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInPatient, startTestServer, TestClient, type TestServer } from '../../test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const today = pakistanDate(Date.now());
const booking = (preferred_date: string, test_ids = [1001]) => ({
  lab_id: 1,
  lab_branch_id: 101,
  test_ids,
  patient_name: 'Zara Khan',
  phone_number: '03001234567',
  preferred_date,
  preferred_time: '09:30:00',
  home_sampling: false,
});

describe('listMyLabBookings', () => {
  it('when a patient lists their lab bookings, then only theirs, upcoming nearest first, with the lab, branch and tests named', async () => {
    const zara = new TestClient(server.url);
    await signInPatient(server, zara, '03214567890');
    const other = new TestClient(server.url);
    await signInPatient(server, other, '03334567890');
    expect((await zara.post('/api/medical-test-labs/citi/booking', booking(addDays(today, 9)))).status).toBe(201);
    expect(
      (await zara.post('/api/medical-test-labs/citi/booking', booking(addDays(today, 2), [1001, 1005]))).status,
    ).toBe(201);
    expect((await other.post('/api/medical-test-labs/citi/booking', booking(addDays(today, 1)))).status).toBe(201);
    // Booked while signed out (the number confirmed with a code): not linked to anyone.
    const anonymous = new TestClient(server.url);
    await anonymous.post('/api/auth/send-verification-code', { phone_number: '03001234567', purpose: 'lab_booking' });
    const otp_code = server.ctx.otp.last('03001234567')!.code;
    expect(
      (await anonymous.post('/api/medical-test-labs/citi/booking', { ...booking(addDays(today, 3)), otp_code })).status,
    ).toBe(201);

    const res = await zara.get('/api/medical-test-labs/bookings/mine');
    expect(res.status).toBe(200);
    const { bookings } = res.body.data;
    expect(bookings.map((b: { preferred_date: string }) => b.preferred_date)).toEqual([
      addDays(today, 2),
      addDays(today, 9),
    ]);
    expect(bookings[0]).toMatchObject({
      lab_id: 1,
      lab_name: 'Chughtai Diagnostics',
      branch_name: 'Jail Road',
      tests: [expect.any(String), expect.any(String)],
      status: 1,
      home_sampling: false,
    });
    expect((await other.get('/api/medical-test-labs/bookings/mine')).body.data.bookings).toHaveLength(1);
  });

  it('when nobody is signed in, then 401', async () => {
    expect((await new TestClient(server.url).get('/api/medical-test-labs/bookings/mine')).status).toBe(401);
  });
});
