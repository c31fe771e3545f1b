import { describe, expect, it } from 'vitest';
import { loggedUrl } from './access-log.ts';

describe('access log', () => {
  it('when a URL carries a secret in its query, then the log shows the name but not the value', () => {
    expect(loggedUrl('/__gateway/pay?payment_id=PAY-000031&token=abc.def')).toBe(
      '/__gateway/pay?payment_id=PAY-000031&token=[redacted]',
    );
    expect(loggedUrl('/call/join?otp=123456&code=9876&access%5Ftoken=x&apiKey=k&page=2')).toBe(
      '/call/join?otp=[redacted]&code=[redacted]&access%5Ftoken=[redacted]&apiKey=[redacted]&page=2',
    );
  });

  it('when a URL carries a join link, itself or inside a sign-in next, then the log hides it', () => {
    const token = 'j1.5012.1001.mi9x3k40.Yd3kq0cV8Qp1bZ7nT2sLwA';
    expect(loggedUrl(`/appointment/payment/checkout/5012?join_token=${token}`)).toBe(
      '/appointment/payment/checkout/5012?join_token=[redacted]',
    );
    const next = encodeURIComponent(`/appointment/payment/checkout/5012?join_token=${token}`);
    expect(loggedUrl(`/patient/login?next=${next}&lang=ur`)).toBe('/patient/login?next=[redacted]&lang=ur');
  });

  it('when a URL carries a prescription link, itself, inside a next or under another name, then the log hides it', () => {
    const token = 'v1.5012.1001.my1m5ug0.kX3p9QvT2mLr8sWbN4cYdA';
    expect(loggedUrl(`/appointment/payment/checkout/5012?visit_token=${token}`)).toBe(
      '/appointment/payment/checkout/5012?visit_token=[redacted]',
    );
    expect(loggedUrl(`/api/appointments/visit-advice?id=5012&visit_token=${token}`)).toBe(
      '/api/appointments/visit-advice?id=5012&visit_token=[redacted]',
    );
    const next = encodeURIComponent(`/appointment/payment/checkout/5012?visit_token=${token}`);
    expect(loggedUrl(`/patient/login?next=${next}`)).toBe('/patient/login?next=[redacted]');
    expect(loggedUrl(`/x?v=${token}`)).toBe('/x?v=[redacted]');
  });

  it('when a URL has no secret, then it is logged as it came', () => {
    expect(loggedUrl('/doctors/search?is_online=true&city=Lahore')).toBe('/doctors/search?is_online=true&city=Lahore');
    expect(loggedUrl('/labs/1')).toBe('/labs/1');
  });
});
