import { describe, expect, it } from 'vitest';
import { SlidingWindowLimiter } from './rate-limit.ts';

describe('SlidingWindowLimiter', () => {
  it('when the limit is reached, then the wait runs until the oldest hit leaves the window', () => {
    const limiter = new SlidingWindowLimiter(3, 1000);
    expect(limiter.take('k', 0).allowed).toBe(true);
    expect(limiter.take('k', 100).allowed).toBe(true);
    expect(limiter.take('k', 200).allowed).toBe(true);
    expect(limiter.take('k', 300)).toEqual({ allowed: false, retryAfterMs: 700 });
    expect(limiter.take('k', 1000).allowed).toBe(true);
  });

  it('when a key is forgotten, then it starts over; other keys are independent', () => {
    const limiter = new SlidingWindowLimiter(1, 1000);
    limiter.hit('a', 0);
    expect(limiter.retryAfterMs('a', 10)).toBe(990);
    expect(limiter.retryAfterMs('b', 10)).toBe(0);
    limiter.forget('a');
    expect(limiter.retryAfterMs('a', 10)).toBe(0);
  });
});
