import { useEffect, useEffectEvent } from 'react';

/** Each opening of a modal starts afresh: `reset` runs whenever `opened` turns true. */
export function useResetOnOpen(opened: boolean, reset: () => void) {
  const onOpen = useEffectEvent(reset);
  useEffect(() => {
    if (opened) onOpen();
  }, [opened]);
}
