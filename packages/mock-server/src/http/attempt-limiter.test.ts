import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './attempt-limiter.ts';

describe('AttemptLimiter', () => {
  it('when attempts are in flight, then they count against the limit before they settle', () => {
    const limiter = new AttemptLimiter(2, 1000);
    const a = limiter.reserve('k', 0);
    const b = limiter.reserve('k', 0);
    expect(a.allowed && b.allowed).toBe(true);
    expect(limiter.reserve('k', 0)).toEqual({ allowed: false, retryAfterMs: 1000 });
  });

  it('when a success began after a failure settled, then it forgives it; one settled later stays', () => {
    const limiter = new AttemptLimiter(3, 1000);
    const first = limiter.reserve('k', 0);
    if (!first.allowed) throw new Error('refused');
    first.failed();
    const late = limiter.reserve('k', 0);
    const success = limiter.reserve('k', 0);
    if (!late.allowed || !success.allowed) throw new Error('refused');
    late.failed();
    success.succeeded();
    // `first` is forgiven; `late` was in flight when the success began, so it stays.
    expect(limiter.retryAfterMs('k', 10)).toBe(0);
    const again = limiter.reserve('k', 10);
    const more = limiter.reserve('k', 10);
    expect(again.allowed && more.allowed).toBe(true);
    expect(limiter.reserve('k', 10).allowed).toBe(false);
  });

  it('when a reservation is cancelled, then it is not counted; past the window, failures expire', () => {
    const limiter = new AttemptLimiter(1, 1000);
    const r = limiter.reserve('k', 0);
    if (!r.allowed) throw new Error('refused');
    r.cancel();
    const f = limiter.reserve('k', 0);
    if (!f.allowed) throw new Error('refused');
    f.failed();
    expect(limiter.retryAfterMs('k', 500)).toBe(1000);
    expect(limiter.retryAfterMs('k', 1001)).toBe(0);
  });

  it('when more keys than the bound arrive, then the oldest are dropped', () => {
    const limiter = new AttemptLimiter(1, 1000, 100);
    for (let i = 0; i < 1000; i++) limiter.reserve(`k${i}`, 0);
    expect(limiter.size).toBe(100);
  });

  it("when an account's keys are forgotten by prefix, then their locks end and other accounts' stay", () => {
    const limiter = new AttemptLimiter(1, 1000);
    for (const key of ['doctor:12345-p|10.0.0.1', 'doctor:12345-p|10.0.0.2', 'doctor:54321-p|10.0.0.1']) {
      const r = limiter.reserve(key, 0);
      if (r.allowed) r.failed();
    }
    limiter.forgetPrefix('doctor:12345-p|');
    expect(limiter.retryAfterMs('doctor:12345-p|10.0.0.1', 0)).toBe(0);
    expect(limiter.retryAfterMs('doctor:12345-p|10.0.0.2', 0)).toBe(0);
    expect(limiter.retryAfterMs('doctor:54321-p|10.0.0.1', 0)).toBe(1000);
  });
});
