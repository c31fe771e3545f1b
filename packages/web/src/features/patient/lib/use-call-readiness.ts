import { useEffect, useState } from 'react';
import { subscribeSocket } from '@/lib/socket';

export type CallReadiness = 'connecting' | 'ready';

/** Whether the patient's /notify socket is connected, i.e. whether a doctor's call can ring here. */
export function useCallReadiness(): CallReadiness {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let detach: (() => void) | undefined;
    const unsubscribe = subscribeSocket((socket) => {
      detach?.();
      detach = undefined;
      if (!socket) {
        setReady(false);
        return;
      }
      const onConnect = () => setReady(true);
      const onDisconnect = () => setReady(false);
      setReady(socket.connected);
      socket.on('connect', onConnect);
      socket.on('disconnect', onDisconnect);
      detach = () => {
        socket.off('connect', onConnect);
        socket.off('disconnect', onDisconnect);
      };
    });
    return () => {
      detach?.();
      unsubscribe();
    };
  }, []);
  return ready ? 'ready' : 'connecting';
}
