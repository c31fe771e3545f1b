import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatHold, holdAnnouncement, useHoldCountdown } from './hold-countdown';

describe('formatHold', () => {
  it('when given seconds, then shows mm:ss', () => {
    expect(formatHold(581)).toBe('09:41');
    expect(formatHold(600)).toBe('10:00');
    expect(formatHold(5)).toBe('00:05');
    expect(formatHold(-3)).toBe('00:00');
  });
});

describe('holdAnnouncement', () => {
  it('when the hold crosses a mark, then the spoken text changes; between marks it stays', () => {
    expect(holdAnnouncement(540)).toBe(holdAnnouncement(301));
    expect(holdAnnouncement(300)).toBe('Less than 5 minutes left to pay.');
    expect(holdAnnouncement(299)).toBe(holdAnnouncement(121));
    expect(holdAnnouncement(45)).toBe('Less than 1 minute left to pay.');
    expect(holdAnnouncement(0)).toBe('The hold on your slot has ended.');
  });
});

describe('useHoldCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(Date.parse('2026-11-23T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('when time passes, then it counts down from the server seconds and stops at 0', () => {
    const measuredAt = Date.now();
    const { result } = renderHook(() => useHoldCountdown(3, measuredAt));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
  });

  it('when a refetch brings new seconds, then it counts from the new answer', () => {
    const { result, rerender } = renderHook(({ s, at }) => useHoldCountdown(s, at), {
      initialProps: { s: 10, at: Date.now() },
    });
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current).toBe(6);
    rerender({ s: 120, at: Date.now() });
    expect(result.current).toBe(120);
  });
});
