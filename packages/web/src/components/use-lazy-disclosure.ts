import { useCallback, useState } from 'react';

/**
 * Open/close state for a lazily loaded modal. `mounted` stays true after the first opening so the
 * modal can animate out and hand focus back to the control that opened it.
 */
export function useLazyDisclosure<T = undefined>(initialPayload?: T) {
  const [state, setState] = useState<{ mounted: boolean; opened: boolean; payload: T | undefined }>({
    mounted: false,
    opened: false,
    payload: initialPayload,
  });
  const open = useCallback((payload?: T) => setState({ mounted: true, opened: true, payload }), []);
  const close = useCallback(() => setState((s) => ({ ...s, opened: false })), []);
  return { ...state, open, close };
}
