import { useEffect, useRef } from 'react';
import { subscribeSocket } from '@/lib/socket';

/** Calls `onCall` whenever a doctor's call rings on this page (receive_call on the /notify socket). */
export function useOnIncomingCall(onCall: () => void): void {
  const latest = useRef(onCall);
  useEffect(() => {
    latest.current = onCall;
  });
  useEffect(() => {
    let detach: (() => void) | undefined;
    const unsubscribe = subscribeSocket((socket) => {
      detach?.();
      detach = undefined;
      if (!socket) return;
      const ring = () => latest.current();
      socket.on('receive_call', ring);
      detach = () => {
        socket.off('receive_call', ring);
      };
    });
    return () => {
      detach?.();
      unsubscribe();
    };
  }, []);
}
