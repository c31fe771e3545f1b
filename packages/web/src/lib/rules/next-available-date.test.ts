import { describe, expect, it } from 'vitest';
import { nextAvailableDate } from './next-available-date';

// 2024-03-06 is a Wednesday (weekday 3).
const wednesday = new Date(2024, 2, 6, 9, 0, 0);

describe('nextAvailableDate', () => {
  it('when today is allowed then returns today', () => {
    expect(nextAvailableDate([3], wednesday)?.getDate()).toBe(6);
  });

  it('when today is not allowed then returns the first allowed day after it', () => {
    const next = nextAvailableDate([5, 1], wednesday);
    expect(next?.getDay()).toBe(5);
    expect(next?.getDate()).toBe(8);
  });

  it('when only an earlier weekday is allowed then wraps into next week', () => {
    const next = nextAvailableDate([0], wednesday);
    expect(next?.getDay()).toBe(0);
    expect(next?.getDate()).toBe(10);
    const monday = nextAvailableDate([1], wednesday);
    expect(monday?.getDate()).toBe(11);
  });

  it('when the scan crosses a month end then the date rolls over', () => {
    const next = nextAvailableDate([1], new Date(2024, 2, 28));
    expect(next?.getMonth()).toBe(3);
    expect(next?.getDate()).toBe(1);
  });

  it('when no valid weekday is allowed then returns null', () => {
    expect(nextAvailableDate([], wednesday)).toBeNull();
    expect(nextAvailableDate([7, -1], wednesday)).toBeNull();
  });

  it('when called then leaves the input date untouched', () => {
    const from = new Date(wednesday);
    nextAvailableDate([0], from);
    expect(from.getTime()).toBe(wednesday.getTime());
  });
});
