import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUGGEST_DEBOUNCE_MS, useDebounced } from './doctor-suggestions';

afterEach(() => vi.useRealTimers());

describe('useDebounced', () => {
  it('when letters come faster than the pause, then only the whole word settles, once the typing stops', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ text }) => useDebounced(text, SUGGEST_DEBOUNCE_MS), {
      initialProps: { text: '' },
    });
    for (const text of ['d', 'di', 'dil']) {
      rerender({ text });
      act(() => vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS - 1));
      expect(result.current).toBe('');
    }
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('dil');
  });
});
