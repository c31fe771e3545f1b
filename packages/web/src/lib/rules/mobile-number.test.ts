import { describe, expect, it } from 'vitest';
import { isValidMobileNumber } from './mobile-number';

describe('isValidMobileNumber', () => {
  it.each(['03111222398', '3111222398', ' 03001234567 '])('when given %j then accepts it', (value) => {
    expect(isValidMobileNumber(value)).toBe(true);
  });

  it.each([
    '',
    '0311122239',
    '031112223989',
    '04111222398',
    '+923111222398',
    '0311-1222398',
    '00311122239',
    'abcdefghijk',
  ])('when given %j then rejects it', (value) => {
    expect(isValidMobileNumber(value)).toBe(false);
  });

  it('when given a non-string then rejects it', () => {
    expect(isValidMobileNumber(undefined)).toBe(false);
    expect(isValidMobileNumber(null)).toBe(false);
  });
});
