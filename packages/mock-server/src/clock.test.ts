import { describe, expect, it } from 'vitest';
import { MockClock } from './clock.ts';

describe('MockClock', () => {
  it('when nothing moved it, then it is the base clock', () => {
    const clock = new MockClock(() => 1_000);
    expect(clock.now()).toBe(1_000);
    expect(clock.offset).toBe(0);
  });

  it('when it is advanced twice, then the offsets add up and now is detached from this', () => {
    const clock = new MockClock(() => 1_000);
    clock.advance(60_000);
    clock.advance(30_000);
    const { now } = clock;
    expect(now()).toBe(91_000);
    expect(clock.offset).toBe(90_000);
  });

  it('when asked to go backwards or by a fraction, then it refuses and stays put', () => {
    const clock = new MockClock(() => 0);
    expect(() => clock.advance(-1)).toThrow(RangeError);
    expect(() => clock.advance(0.5)).toThrow(RangeError);
    expect(clock.now()).toBe(0);
  });

  it('when it is reset, then the offset is gone', () => {
    const clock = new MockClock(() => 5);
    clock.advance(10);
    clock.reset();
    expect(clock.now()).toBe(5);
  });
});
