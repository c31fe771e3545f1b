import { useEffect } from 'react';
import { endSession } from '@/lib/session-end';
import { saysSessionExpired, subscribeSocket, type NotifySocket } from '@/lib/socket';

/**
 * The /notify socket (the patient's or the doctor's, whoever opened it) saying that its session is
 * gone signs the person out here too (issue 21, F13). Other notify_errors are left to the features.
 */
export function useSessionEndWatch(): void {
  useEffect(() => {
    let current: NotifySocket | null = null;
    const onError = (payload: unknown) => {
      if (saysSessionExpired(payload)) endSession();
    };
    const unsubscribe = subscribeSocket((next) => {
      current?.off('notify_error', onError);
      current = next;
      current?.on('notify_error', onError);
    });
    return () => {
      unsubscribe();
      current?.off('notify_error', onError);
    };
  }, []);
}
