import { useEffect } from 'react';
import { useSession } from '@/lib/session';
import { connectPatientSocket } from '@/lib/socket';

/** Signed-in patients get the /notify socket (incoming calls); nobody else loads socket.io-client. */
export function usePatientSocket(): void {
  const session = useSession();
  useEffect(() => {
    if (session.role === 'patient') void connectPatientSocket(session);
  }, [session]);
}
