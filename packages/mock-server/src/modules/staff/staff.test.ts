import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../../test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('staff_login', () => {
  it('when a staff member signs in with username and password, then a staff session for their clinic and branch', async () => {
    const res = await new TestClient(server.url).post('/api/staff/staff_login', {
      username: 'reception.gulberg',
      password: 'Staff@123',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      verified: true,
      name: 'Zainab Ali',
      role: 'staff',
      user_id: '4001',
      clinic_id: '7',
      branch_id: 11,
      facility_type: 0,
    });
  });

  it('when the password is wrong, then 401; when the username has odd characters, then 400', async () => {
    expect(
      (
        await new TestClient(server.url).post('/api/staff/staff_login', {
          username: 'reception.gulberg',
          password: 'x',
        })
      ).status,
    ).toBe(401);
    const bad = await new TestClient(server.url).post('/api/staff/staff_login', { username: 'a b', password: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('username');
  });
});
