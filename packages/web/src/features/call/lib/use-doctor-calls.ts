import { CallHangupReason } from '@ehp/api-types/schema';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { SignedInSession } from '@/lib/session';
import { connectNotifySocket, getSocket, subscribeSocket } from '@/lib/socket';
import type { CallSignal } from '@ehp/api-types';
import { parseCallSignal, parseCallStatus, parseNotifyError, parsePatientPresence } from './call-payloads';
import { EarlySignals } from './early-signals';
import { useRingLimit } from './use-ring-limit';
import { callIdOf, NO_CALL, onCallStatus, onNotifyError, type DoctorCall } from './doctor-call-state';

/**
 * The doctor's /notify socket: who of the doctor's patients is connected (live), and the one call the
 * doctor makes at a time, from call_start to its outcome.
 */
export function useDoctorCalls(session: SignedInSession) {
  const socket = useSyncExternalStore(subscribeSocket, getSocket, () => null);
  const [online, setOnline] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [call, setCall] = useState<DoctorCall>(NO_CALL);
  const callRef = useRef(call);
  const [early] = useState(() => new EarlySignals());
  const update = useCallback((next: DoctorCall) => {
    callRef.current = next;
    setCall(next);
  }, []);

  useEffect(() => {
    void connectNotifySocket(session);
  }, [session]);

  useEffect(() => {
    if (!socket) return;
    const onPresence = (payload: unknown) => {
      const presence = parsePatientPresence(payload);
      if (presence) setOnline((before) => new Map(before).set(presence.patient_id, presence.online));
    };
    const onStatus = (payload: unknown) => {
      const status = parseCallStatus(payload);
      if (status) update(onCallStatus(callRef.current, status));
    };
    const onError = (payload: unknown) => {
      const error = parseNotifyError(payload);
      if (error) update(onNotifyError(callRef.current, error));
    };
    const onSignal = (payload: unknown) => {
      const signal = parseCallSignal(payload);
      const current = callRef.current;
      if (signal && current.phase === 'connected' && current.callId === signal.call_id)
        early.keep(signal.call_id, signal.signal);
    };
    socket.on('patient_presence', onPresence);
    socket.on('call_status', onStatus);
    socket.on('notify_error', onError);
    socket.on('call_signal', onSignal);
    // The socket may have connected (and heard the presence) before this effect: ask again.
    if (socket.connected && session.pmdc) socket.emit('doctor_connection', { pmdc: session.pmdc });
    return () => {
      socket.off('patient_presence', onPresence);
      socket.off('call_status', onStatus);
      socket.off('notify_error', onError);
      socket.off('call_signal', onSignal);
    };
  }, [socket, session.pmdc, update, early]);

  useRingLimit(call.phase === 'ringing' ? call.callId : null, socket, callRef, update);

  const start = useCallback(
    (appointmentId: number) => {
      if (!socket) return;
      update({ phase: 'calling', appointmentId });
      socket.emit('call_start', { appointment_id: appointmentId });
    },
    [socket, update],
  );

  /** Cancels a ringing call (an accepted one is hung up by the call view). */
  const cancel = useCallback(() => {
    const callId = callIdOf(callRef.current);
    if (socket && callId) socket.emit('call_hangup', { call_id: callId, reason: CallHangupReason.hangup });
    update(NO_CALL);
  }, [socket, update]);

  /** The call view ended the call (either side hung up, or the connection was lost). */
  const ended = useCallback(
    (message: string) => {
      const current = callRef.current;
      if (current.phase === 'idle') return;
      update({ phase: 'over', appointmentId: current.appointmentId, outcome: 'ended', message });
    },
    [update],
  );

  /** The call view takes the signals that came before it listened; later ones reach it directly. */
  const takeEarlySignals = useCallback((): CallSignal['signal'][] => {
    const current = callRef.current;
    return current.phase === 'connected' ? early.take(current.callId) : [];
  }, [early]);

  return { socket, online, call, start, cancel, ended, takeEarlySignals };
}
