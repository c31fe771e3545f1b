import { describe, expect, it } from 'vitest';
import { CookieJar, isDeletion, parseSetCookie } from './cookie-jar.ts';

describe('parseSetCookie', () => {
  it('when attributes are present, then HttpOnly, SameSite, Max-Age and the value are read', () => {
    const c = parseSetCookie('ehp_session=abc=def; Path=/; HttpOnly; SameSite=Lax; Max-Age=3600');
    expect(c).toMatchObject({ name: 'ehp_session', value: 'abc=def', httpOnly: true, sameSite: 'Lax', maxAge: 3600 });
  });

  it('when Max-Age is 0 or the expiry is past, then it is a deletion', () => {
    expect(isDeletion(parseSetCookie('a=; Max-Age=0'))).toBe(true);
    expect(isDeletion(parseSetCookie('a=x; Expires=Thu, 01 Jan 1970 00:00:00 GMT'))).toBe(true);
    expect(isDeletion(parseSetCookie('a=x; Path=/'))).toBe(false);
  });
});

describe('CookieJar', () => {
  it('when cookies are stored and deleted, then the Cookie header follows', () => {
    const jar = new CookieJar();
    jar.store([parseSetCookie('a=1'), parseSetCookie('b=2; HttpOnly')]);
    expect(jar.header()).toBe('a=1; b=2');
    jar.store([parseSetCookie('a=; Max-Age=0')]);
    expect(jar.header()).toBe('b=2');
    expect(jar.get('a')).toBeUndefined();
  });
});
