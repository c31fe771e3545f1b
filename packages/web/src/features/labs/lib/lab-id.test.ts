import { describe, expect, it } from 'vitest';
import { parseLabId } from './lab-id';

describe('parseLabId', () => {
  it('when the lab id in the URL is not a positive integer, then it is rejected', () => {
    expect(parseLabId('1')).toBe(1);
    expect(parseLabId('0')).toBeNull();
    expect(parseLabId('abc')).toBeNull();
    expect(parseLabId('1.5')).toBeNull();
    expect(parseLabId('99999999999')).toBeNull();
    expect(parseLabId(undefined)).toBeNull();
  });
});
