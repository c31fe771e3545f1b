import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server.ts';
import { run } from './cli.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('qa CLI', () => {
  it('when the command is unknown, then it says which and shows the usage', async () => {
    await expect(run(['bogus'], server.url)).rejects.toThrow(/^unknown command "bogus"\nusage: qa <command>/);
  });

  it('when a number argument is not a number, then it names the argument', async () => {
    await expect(run(['fault', 'listLabs', 'abc'], server.url)).rejects.toThrow(
      'status (0 for a delay only) must be a whole number (got "abc")',
    );
    await expect(run(['fault', 'listLabs', '500', 'x'], server.url)).rejects.toThrow(
      'count must be a whole number of at least 1 (got "x")',
    );
    await expect(run(['call', '1001', 'normal', 'soon'], server.url)).rejects.toThrow(/hangup_after_seconds/);
    await expect(run(['call-state'], server.url)).rejects.toThrow(/needs a call id/);
  });

  it('when a delay-only fault is set, then it is listed', async () => {
    const out = await run(['fault', 'listLabs', '0', '2', '1500'], server.url);
    expect(out).toMatch(/listLabs\s+1500\s+2/);
    await run(['faults-clear'], server.url);
  });

  it('when accounts are listed, then the number their SMS codes go to is shown', async () => {
    const out = await run(['accounts'], server.url);
    expect(out).toMatch(/sms_phone/);
    expect(out).toMatch(/nadia@hayatmedical\.pk\s+Clinic@123\s+03215556677/);
  });

  it('when the mock refuses, then the status and its message are shown', async () => {
    await expect(run(['otp', '03119998877'], server.url)).rejects.toThrow('404: No code has been sent to 03119998877');
    await expect(run(['call', '1001', 'rude'], server.url)).rejects.toThrow(
      /the doctor behaviour must be one of normal/,
    );
  });

  it('when no mock server answers, then it says where it looked', async () => {
    await expect(run(['stats'], 'http://127.0.0.1:9')).rejects.toThrow(
      'cannot reach the mock server at http://127.0.0.1:9 (is it running? set MOCK_URL)',
    );
  });

  it('when the booking commands run, then they read and move the mock clock and the next outcome', async () => {
    expect(await run(['appointments', '1004'], server.url)).toBe('no appointments');
    expect(await run(['next-outcome', '157'], server.url)).toBe('the gateway will preselect 157 for the next payment');
    expect(await run(['next-outcome'], server.url)).toBe('next payment outcome: 157');
    expect(await run(['next-outcome', 'off'], server.url)).toBe('next payment outcome off');
    expect(await run(['clock', '+15'], server.url)).toMatch(/, 15 minute\(s\) ahead of real time$/);
    await expect(run(['settle', 'PAY-777777'], server.url)).rejects.toThrow(/^404: /);
    await run(['reset'], server.url);
  });
});
