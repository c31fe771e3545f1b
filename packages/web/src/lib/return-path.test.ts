import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('when the path is on this site, then it is kept with its query', () => {
    expect(safeReturnPath('/doctors/12345-P?mode=online&date=2026-11-24&time=18:20:00')).toBe(
      '/doctors/12345-P?mode=online&date=2026-11-24&time=18:20:00',
    );
    expect(safeReturnPath('/patient/profile')).toBe('/patient/profile');
  });

  it('when the path leads to another site or is malformed, then it is refused', () => {
    for (const raw of [
      null,
      undefined,
      '',
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'doctors/search',
      '/doctors\n/search',
      `/${'a'.repeat(2001)}`,
    ]) {
      expect(safeReturnPath(raw), String(raw)).toBeNull();
    }
  });
});

describe('withReturnPath', () => {
  it('when the return path is safe, then it rides along as ?next=', () => {
    const url = withReturnPath('/patient/login', '/doctors/12345-P?mode=online&time=18:20:00');
    expect(url).toBe('/patient/login?next=%2Fdoctors%2F12345-P%3Fmode%3Donline%26time%3D18%3A20%3A00');
    expect(new URLSearchParams(url.split('?')[1]).get('next')).toBe('/doctors/12345-P?mode=online&time=18:20:00');
  });

  it('when the return path is not safe, then the plain sign-in page is used', () => {
    expect(withReturnPath('/patient/login', '//evil.example')).toBe('/patient/login');
  });
});
