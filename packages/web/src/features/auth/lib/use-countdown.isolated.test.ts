import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, useCountdown } from './use-countdown';

afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('when time passes, then the remaining seconds go down and stop at zero', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown(3));
    expect(result.current.remaining).toBe(3);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.remaining).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.remaining).toBe(0);
  });

  it('when restarted, then it counts down again from the start', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown(2));
    act(() => vi.advanceTimersByTime(3000));
    act(() => result.current.restart());
    expect(result.current.remaining).toBe(2);
  });
});

describe('formatCountdown', () => {
  it('when given seconds, then it shows minutes and two-digit seconds', () => {
    expect(formatCountdown(75)).toBe('1:15');
    expect(formatCountdown(5)).toBe('0:05');
  });
});
