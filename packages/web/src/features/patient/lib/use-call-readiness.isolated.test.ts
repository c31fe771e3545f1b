import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (socket: unknown) => void;
const listeners = new Set<Listener>();

vi.mock('@/lib/socket', () => ({
  subscribeSocket: (listener: Listener) => {
    listeners.add(listener);
    listener(null);
    return () => listeners.delete(listener);
  },
}));

function fakeSocket(connected: boolean) {
  const handlers = new Map<string, () => void>();
  return {
    connected,
    on: (event: string, handler: () => void) => handlers.set(event, handler),
    off: (event: string) => handlers.delete(event),
    emit: (event: string) => handlers.get(event)?.(),
  };
}

describe('useCallReadiness', () => {
  // The hook is imported fresh so that it reads the mocked socket module, whatever other test
  // files of the same worker imported before.
  beforeEach(() => {
    vi.resetModules();
    listeners.clear();
  });

  it('when no socket is open yet, then it is connecting', async () => {
    const { useCallReadiness } = await import('./use-call-readiness');
    const { result } = renderHook(() => useCallReadiness());
    expect(result.current).toBe('connecting');
  });

  it('when the socket connects and later drops, then readiness follows it', async () => {
    const { useCallReadiness } = await import('./use-call-readiness');
    const { result } = renderHook(() => useCallReadiness());
    const socket = fakeSocket(false);
    act(() => listeners.forEach((l) => l(socket)));
    expect(result.current).toBe('connecting');
    act(() => socket.emit('connect'));
    expect(result.current).toBe('ready');
    act(() => socket.emit('disconnect'));
    expect(result.current).toBe('connecting');
  });
});
