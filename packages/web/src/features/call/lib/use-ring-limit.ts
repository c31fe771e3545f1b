import { CallHangupReason } from '@ehp/api-types/schema';
import { useEffect, type RefObject } from 'react';
import { INCOMING_CALL_DISMISS_MS } from '@/config/constants';
import type { NotifySocket } from '@/lib/socket';
import { doctorCallWords, type DoctorCall } from './doctor-call-state';

/**
 * The patient's panel gives up after 10 s and tells the server "missed"; if that word never comes
 * (the patient's tab froze), the doctor stops ringing a little later on their own.
 */
const DOCTOR_RING_LIMIT_MS = INCOMING_CALL_DISMISS_MS + 5_000;

/** While a call rings (ringingId), hangs it up as missed once the ring limit passes. */
export function useRingLimit(
  ringingId: string | null,
  socket: Pick<NotifySocket, 'emit'> | null,
  callRef: RefObject<DoctorCall>,
  update: (next: DoctorCall) => void,
) {
  useEffect(() => {
    if (!ringingId || !socket) return;
    const timer = setTimeout(() => {
      const current = callRef.current;
      if (current.phase !== 'ringing' || current.callId !== ringingId) return;
      socket.emit('call_hangup', { call_id: ringingId, reason: CallHangupReason.hangup });
      update({
        phase: 'over',
        appointmentId: current.appointmentId,
        outcome: 'missed',
        message: doctorCallWords.missedMessage,
      });
    }, DOCTOR_RING_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [ringingId, socket, callRef, update]);
}
