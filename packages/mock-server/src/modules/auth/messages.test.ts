import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../../test/server.ts';
import { minutes } from './rules.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('sign-in error messages name the fields', () => {
  it.each([
    ['/api/doctor/dr_login', { pmdc: '12345-P', password: 'WrongPass1' }, 'Wrong PMDC number or password'],
    ['/api/staff/staff_login', { username: 'reception.gulberg', password: 'WrongPass1' }, 'Wrong username or password'],
    [
      '/api/clinic/clinic_login',
      { email: 'nadia@hayatmedical.pk', password: 'WrongPass1' },
      'Wrong e-mail or password',
    ],
  ])('when %s gets a wrong password, then 401 "%s"', async (path, body, message) => {
    const res = await new TestClient(server.url).post(path, body);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: message, code: expect.any(String) });
  });

  it('when a code has expired or was never sent, then the two are told apart', async () => {
    const c = new TestClient(server.url);
    const none = await c.post('/api/auth/verify-otp-code-patient', { phone_number: '03007778899', otp_code: '123456' });
    expect(none.status).toBe(401);
    expect(none.body.message).toBe('No code has been requested for this account. Request a code first.');
  });

  it('when a wait is given in minutes, then one minute is singular', () => {
    expect(minutes(30)).toBe('1 minute');
    expect(minutes(3600)).toBe('60 minutes');
  });
});
