import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchOtp, fillTemplate, readJsonPath } from './otp-hook.ts';

let base = '';
const server = createServer((req, res) => {
  const phone = new URL(req.url ?? '/', 'http://x').searchParams.get('phone');
  res.writeHead(phone ? 200 : 404, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ data: { code: `code-for-${phone}` } }));
});

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('OTP hook', () => {
  it('when configured with a URL and jsonPath, then the code is read from the JSON answer', async () => {
    const code = await fetchOtp({ url: '{baseUrl}/otp?phone={phone}', jsonPath: 'data.code' }, base, '03001234567');
    expect(code).toBe('code-for-03001234567');
  });

  it('when configured with a shell command, then stdout is the code and the phone is quoted', async () => {
    expect(await fetchOtp({ command: 'printf 42%s {phone}' }, base, "0300'1")).toBe("420300'1");
    expect(await fetchOtp({ command: `printf '{"c":"7"}'`, jsonPath: 'c' }, base, '1')).toBe('7');
  });

  it('when the answer has nothing at jsonPath or no hook is set, then it throws', async () => {
    await expect(fetchOtp({ url: `${base}/otp?phone={phone}`, jsonPath: 'data.nope' }, base, '1')).rejects.toThrow(
      /nothing at data.nope/,
    );
    await expect(fetchOtp(undefined, base, '1')).rejects.toThrow(/no OTP hook/);
  });

  it('when templates and paths are filled, then unknown names are left alone', () => {
    expect(fillTemplate('{a}-{b}', { a: '1' })).toBe('1-{b}');
    expect(readJsonPath({ a: [{ b: 2 }] }, 'a.0.b')).toBe(2);
  });
});
