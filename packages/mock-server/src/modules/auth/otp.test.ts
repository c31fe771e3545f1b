import { describe, expect, it } from 'vitest';
import {
  maskPhone,
  normalizePhone,
  OTP_KEEP_EXPIRED_MS,
  OTP_MAX_WRONG_PER_CODE,
  OTP_SENDS_PER_HOUR,
  OTP_TTL_MS,
  OtpService,
  sixDigits,
} from './otp.ts';
import { ResetTokens, RESET_TTL_MS } from './reset-tokens.ts';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('OtpService', () => {
  it('when codes are generated, then each is 6 digits', () => {
    for (let i = 0; i < 200; i++) expect(sixDigits()).toMatch(/^\d{6}$/);
  });

  it('when a code is verified after 5 minutes, then it has expired', () => {
    const c = clock();
    const otp = new OtpService(c.now, () => '123456');
    otp.send('03001234567', 'login');
    c.advance(OTP_TTL_MS);
    expect(otp.verify('03001234567', 'login', '123456')).toEqual({ result: 'expired' });
  });

  it('when codes for 1,000 numbers expired long ago, then the next send drops them; a recent one stays', () => {
    const c = clock();
    const otp = new OtpService(c.now, () => '123456');
    for (let i = 0; i < 1000; i += 1) otp.send(`0301${String(1_000_000 + i)}`, 'login');
    expect(otp.size).toEqual({ codes: 1000, numbers: 1000 });
    c.advance(OTP_TTL_MS + OTP_KEEP_EXPIRED_MS);
    otp.send('03001234567', 'login');
    expect(otp.size).toEqual({ codes: 1, numbers: 1 });
    expect(otp.last('03011000000')).toBeNull();
  });

  it('when a code expired a moment ago, then a late try still hears "expired"', () => {
    const c = clock();
    const otp = new OtpService(c.now, () => '123456');
    otp.send('03001234567', 'login');
    c.advance(OTP_TTL_MS + 1);
    otp.send('03124567890', 'login');
    expect(otp.verify('03001234567', 'login', '123456')).toEqual({ result: 'expired' });
  });

  it('when a verified code is tried again, then it is reported as used (even the right code)', () => {
    const otp = new OtpService(Date.now, () => '123456');
    otp.send('03001234567', 'login');
    expect(otp.verify('03001234567', 'login', '123456').result).toBe('ok');
    expect(otp.verify('03001234567', 'login', '123456').result).toBe('used');
    expect(otp.verify('03001234567', 'login', '000000').result).toBe('used');
    expect(otp.last('03001234567')?.used).toBe(true);
  });

  it('when a code is verified for another purpose, then it does not count', () => {
    const otp = new OtpService(Date.now, () => '123456');
    otp.send('03001234567', 'signup');
    expect(otp.verify('03001234567', 'login', '123456').result).toBe('missing');
    expect(otp.verify('03001234567', 'signup', '123456').result).toBe('ok');
  });

  it('when the number is written without the leading 0, then it is the same number', () => {
    const otp = new OtpService(Date.now, () => '654321');
    otp.send('3001234567', 'login');
    expect(otp.verify('03001234567', 'login', '654321').result).toBe('ok');
  });

  it('when 5 wrong codes were tried, then the code is locked until it expires, and then it is expired', () => {
    let now = 1_000_000;
    const otp = new OtpService(
      () => now,
      () => '123456',
    );
    otp.send('03001234567', 'login');
    for (let left = 4; left >= 0; left--)
      expect(otp.verify('03001234567', 'login', '000000')).toEqual({ result: 'wrong', triesLeft: left });
    now += 60_000;
    expect(otp.verify('03001234567', 'login', '123456')).toEqual({ result: 'locked', retryAfterSeconds: 240 });
    now += 240_000;
    expect(otp.verify('03001234567', 'login', '123456')).toEqual({ result: 'expired' });
  });

  it('when an hour has passed since the first of 20 sends, then sending works again', () => {
    const c = clock();
    const otp = new OtpService(c.now);
    for (let i = 0; i < OTP_SENDS_PER_HOUR; i++) expect(otp.send('03001234567', 'login').ok).toBe(true);
    const refused = otp.send('03001234567', 'login');
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 3600 });
    c.advance(60 * 60 * 1000);
    expect(otp.send('03001234567', 'login').ok).toBe(true);
  });

  it('when a stranger tries 5 wrong codes, then the code is dead for the stranger only and its owner can still use it', () => {
    const otp = new OtpService(Date.now, () => '123456');
    otp.send('03001234567', 'login');
    for (let left = 4; left >= 0; left--)
      expect(otp.verify('03001234567', 'login', '000000', '10.0.0.66')).toEqual({ result: 'wrong', triesLeft: left });
    expect(otp.verify('03001234567', 'login', '123456', '10.0.0.66').result).toBe('locked');
    expect(otp.verify('03001234567', 'login', '123456', '10.0.0.1').result).toBe('ok');
  });

  it('when 20 wrong codes come from many requesters, then the code is dead for everyone; a new code works', () => {
    const codes = ['123456', '654321'];
    const otp = new OtpService(Date.now, () => codes.shift()!);
    otp.send('03001234567', 'login');
    for (let i = 0; i < OTP_MAX_WRONG_PER_CODE; i++)
      expect(otp.verify('03001234567', 'login', '000000', `10.0.0.${Math.floor(i / 5)}`).result).toBe('wrong');
    expect(otp.verify('03001234567', 'login', '123456', '10.0.0.99').result).toBe('locked');
    otp.send('03001234567', 'login');
    expect(otp.verify('03001234567', 'login', '654321', '10.0.0.99').result).toBe('ok');
  });

  it('when QA asks for the last code, then it says whether it was used', () => {
    const otp = new OtpService(Date.now, () => '111222');
    otp.send('03001234567', 'login');
    expect(otp.last('03001234567')).toMatchObject({ code: '111222', purpose: 'login', used: false });
    otp.verify('03001234567', 'login', '111222');
    expect(otp.last('03001234567')?.used).toBe(true);
  });

  it('when a used code is given back (its write failed), then it verifies once more; not once a newer code was sent', () => {
    const codes = ['111222', '333444'];
    const otp = new OtpService(Date.now, () => codes.shift()!);
    otp.send('03001234567', 'login');
    expect(otp.verify('03001234567', 'login', '111222').result).toBe('ok');
    otp.giveBack('03001234567', 'login', '111222');
    expect(otp.verify('03001234567', 'login', '111222').result).toBe('ok');
    otp.send('03001234567', 'login');
    otp.giveBack('03001234567', 'login', '111222');
    expect(otp.verify('03001234567', 'login', '111222')).toEqual({ result: 'wrong', triesLeft: 4 });
    expect(otp.verify('03001234567', 'login', '333444').result).toBe('ok');
  });
});

describe('phone helpers', () => {
  it('when a number is masked, then only the first 4 and last 2 digits show', () => {
    expect(maskPhone('03001234567')).toBe('0300*****67');
    expect(normalizePhone('3001234567')).toBe('03001234567');
  });
});

describe('ResetTokens', () => {
  it('when a token is used, then it cannot be used again', () => {
    const tokens = new ResetTokens();
    const { token } = tokens.issue('clinic', 3001);
    expect(token).toMatch(/^rt_[A-Za-z0-9_-]{32}$/);
    expect(tokens.consume(token, 'clinic')).toBe(3001);
    expect(tokens.consume(token, 'clinic')).toBeNull();
  });

  it('when a taken token is given back (its write failed), then it works once more, until it expires', () => {
    const c = clock();
    const tokens = new ResetTokens(c.now);
    const { token } = tokens.issue('clinic', 3001);
    tokens.take(token, 'clinic')!.giveBack();
    const again = tokens.take(token, 'clinic');
    expect(again?.userId).toBe(3001);
    again!.giveBack();
    c.advance(RESET_TTL_MS);
    expect(tokens.consume(token, 'clinic')).toBeNull();
  });

  it('when a token is 10 minutes old or for another kind, then it is refused', () => {
    const c = clock();
    const tokens = new ResetTokens(c.now);
    const a = tokens.issue('doctor', 2001).token;
    c.advance(RESET_TTL_MS);
    expect(tokens.consume(a, 'doctor')).toBeNull();
    const b = tokens.issue('doctor', 2001).token;
    expect(tokens.consume(b, 'clinic')).toBeNull();
  });
});
