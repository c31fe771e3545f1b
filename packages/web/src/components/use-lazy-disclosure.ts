import { useCallback, useRef, useState } from 'react';

// Mantine's modal returns focus only when `opened` changes after mount; a lazily mounted modal is
// born open, so the first time round focus is handed back here instead.
const FOCUS_RETURN_DELAY_MS = 30;

/**
 * Open/close state for a lazily loaded modal. `mounted` stays true after the first opening so the
 * modal can animate out and later openings keep Mantine's own focus handling.
 */
export function useLazyDisclosure<T = undefined>(initialPayload?: T) {
  const [state, setState] = useState<{ mounted: boolean; opened: boolean; payload: T | undefined }>({
    mounted: false,
    opened: false,
    payload: initialPayload,
  });
  const trigger = useRef<HTMLElement | null>(null);

  const open = useCallback((payload?: T) => {
    trigger.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setState({ mounted: true, opened: true, payload });
  }, []);

  const close = useCallback(() => {
    setState((s) => ({ ...s, opened: false }));
    const returnTo = trigger.current;
    window.setTimeout(() => {
      const active = document.activeElement;
      if (returnTo?.isConnected && (active === null || active === document.body))
        returnTo.focus({ preventScroll: true });
    }, FOCUS_RETURN_DELAY_MS);
  }, []);

  return { ...state, open, close };
}
