import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCallTime, useCallTimer } from './use-call-timer';

afterEach(() => vi.useRealTimers());

describe('call timer', () => {
  it('when seconds pass, then mm:ss, and h:mm:ss past an hour', () => {
    expect(formatCallTime(0)).toBe('00:00');
    expect(formatCallTime(65)).toBe('01:05');
    expect(formatCallTime(3600 + 61)).toBe('1:01:01');
  });

  it('when the call is not connected, then it stays at 0; once connected it counts each second', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ on }) => useCallTimer(on), { initialProps: { on: false } });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
    rerender({ on: true });
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current).toBe(3);
  });
});
