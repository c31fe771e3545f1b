import { describe, expect, it } from 'vitest';
import type { HostileRequest } from './lib/bad-requests.ts';
import type { BookingTarget } from './lib/bookings.ts';
import { INJECTIONS, LONG_STRING, TRAVERSALS, UNICODE } from './lib/bad-values.ts';
import type { Harness } from './lib/harness.ts';
import { describe as explain, judge } from './lib/judge.ts';

// The mock's simulated payment gateway (/__gateway, outside the contract) with hostile queries and
// forms. Every request here is invalid, so each must get a 4xx, none a 5xx, and the payment they
// name (patient B's, still open) must not change: the run's final booking snapshot checks that.

const BAD = [LONG_STRING, '', ...TRAVERSALS, ...INJECTIONS, ...UNICODE];
const enc = (v: string) => {
  try {
    return encodeURIComponent(v);
  } catch {
    return '%ED%A0%80';
  }
};
const form = (fields: [string, string][]) => fields.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&');

function gatewayRequests({
  paymentId,
  gatewayToken,
}: BookingTarget): Array<HostileRequest & { method: 'GET' | 'POST' }> {
  const get = (label: string, query: string) => ({ method: 'GET' as const, label, query, xsrf: false, invalid: true });
  const post = (
    label: string,
    body: string | undefined,
    contentType = 'application/x-www-form-urlencoded',
    status?: number,
  ) => ({
    method: 'POST' as const,
    label,
    query: '',
    body,
    contentType,
    xsrf: false,
    invalid: true,
    status,
  });
  // With the payer's token, so each bad field is judged by the gateway's checks, not refused first.
  const valid: [string, string][] = [
    ['payment_id', paymentId],
    ['token', gatewayToken],
    ['method', 'card'],
    ['code', '000'],
  ];
  const out: Array<HostileRequest & { method: 'GET' | 'POST' }> = [
    get('no payment_id', ''),
    get('no token', `payment_id=${paymentId}`),
    get('another payment’s token', `payment_id=PAY-999999&token=${gatewayToken}`),
    get('unknown payment', 'payment_id=PAY-999999'),
    get('payment_id twice', `payment_id=${paymentId}&payment_id=PAY-999999`),
    get('payment_id as array', `payment_id[]=${paymentId}`),
    get('payment_id as object', `payment_id[a]=${paymentId}`),
    ...BAD.map((v, i) => get(`payment_id bad #${i + 1}`, `payment_id=${enc(v)}&token=${gatewayToken}`)),
    ...BAD.map((v, i) => get(`token bad #${i + 1}`, `payment_id=${paymentId}&token=${enc(v)}`)),
  ];
  for (const [index, [field]] of valid.entries()) {
    const others = valid.filter((_, j) => j !== index);
    out.push(post(`${field} missing`, form(others)));
    out.push(post(`${field} twice`, form([...valid, [field, valid[index][1]]])));
    BAD.forEach((v, i) => out.push(post(`${field} bad #${i + 1}`, form([...others, [field, v]]))));
  }
  out.push(
    post('unknown payment', form([['payment_id', 'PAY-999999'], ...valid.slice(1)])),
    post('cross-site form without the token', form(valid.filter(([k]) => k !== 'token'))),
    post('JSON instead of a form', JSON.stringify(Object.fromEntries(valid)), 'application/json'),
    post('text/plain', form(valid), 'text/plain'),
    post('no body', undefined, ''),
    post('prototype keys', `${form(valid.slice(0, 3))}&__proto__[polluted]=1&constructor[prototype][polluted]=1`),
    post('malformed percent-encoding', `payment_id=${paymentId}&token=${gatewayToken}&method=card&code=%E0%A4%A`),
    post('body over 16 KB', `${form(valid)}&pad=${'a'.repeat(20_000)}`, undefined, 413),
  );
  return out;
}

export function registerGatewayAbuse(h: Harness, target: () => BookingTarget): void {
  describe('hostile requests to the simulated payment gateway', () => {
    it('when the gateway gets bad queries and forms, then each is a 4xx { message }, none a 5xx, nothing leaks', async () => {
      const failures: string[] = [];
      const requests = gatewayRequests(target());
      for (const req of requests) {
        const ex = await h.clients.anon.request({
          method: req.method,
          path: '/__gateway/pay',
          query: req.query,
          body: req.body,
          contentType: req.contentType || undefined,
          headers: { accept: 'application/json' },
        });
        h.tally.count(ex);
        const problems = judge(req, ex, h.validate);
        if (problems.length) failures.push(`${problems.join('; ')} :: ${explain(req, ex)}`);
      }
      expect(requests.length).toBeGreaterThan(50);
      expect(failures).toEqual([]);
    });
  });
}
