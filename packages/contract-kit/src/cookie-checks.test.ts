import { describe, expect, it } from 'vitest';
import { loadContract } from './contract.ts';
import { signInCookieProblems, signOutCookieProblems, xsrfRefusalProblems } from './cookie-checks.ts';
import { createValidator } from './schema-validator.ts';
import { fakeExchange } from './test-exchange.ts';

const validate = createValidator(loadContract().openapi);
const session = 'ehp_session=0123456789abcdef0123456789abcdef; Path=/; HttpOnly; SameSite=Lax';
const xsrf = 'XSRF-TOKEN=t1; Path=/; SameSite=Lax';

describe('cookie rules', () => {
  it('when sign-in sets an HttpOnly session and a readable XSRF token, then there are no problems', () => {
    expect(signInCookieProblems(fakeExchange(200, {}, { cookies: [session, xsrf] }))).toEqual([]);
  });

  it('when the session cookie is readable or the XSRF token HttpOnly, then each is named', () => {
    const ex = fakeExchange(200, {}, { cookies: [session.replace('; HttpOnly', ''), `${xsrf}; HttpOnly`] });
    expect(signInCookieProblems(ex)).toEqual([
      'ehp_session is not HttpOnly',
      'sign-in: XSRF-TOKEN is HttpOnly, so the portal cannot read it',
    ]);
  });

  it('when logout neither clears nor replaces the session cookie, then it is reported', () => {
    expect(signOutCookieProblems(fakeExchange(200, {}), 'old')).toHaveLength(1);
    expect(
      signOutCookieProblems(fakeExchange(200, {}, { cookies: ['ehp_session=old; HttpOnly'] }), 'old'),
    ).toHaveLength(1);
    expect(signOutCookieProblems(fakeExchange(200, {}, { cookies: ['ehp_session=; Max-Age=0'] }), 'old')).toEqual([]);
    expect(
      signOutCookieProblems(fakeExchange(200, {}, { cookies: ['ehp_session=new-anonymous; HttpOnly'] }), 'old'),
    ).toEqual([]);
  });

  it('when a call without the header is not refused with 403 and a fresh token, then it is reported', () => {
    expect(
      xsrfRefusalProblems(
        fakeExchange(403, { message: 'no', code: 'invalid_request' }, { cookies: [xsrf] }),
        validate,
        'no header',
      ),
    ).toEqual([]);
    expect(xsrfRefusalProblems(fakeExchange(200, {}), validate, 'no header')[0]).toMatch(/expected 403, got 200/);
    expect(xsrfRefusalProblems(fakeExchange(403, { error: 'no' }, { cookies: [xsrf] }), validate, 'x')[0]).toMatch(
      /message/,
    );
    expect(
      xsrfRefusalProblems(fakeExchange(403, { message: 'no', code: 'invalid_request' }), validate, 'x')[0],
    ).toMatch(/no fresh XSRF-TOKEN/);
  });
});
