import { CallHangupReason } from '@ehp/api-types/schema';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { INCOMING_CALL_DISMISS_MS } from '@/config/constants';
import type { SignedInSession } from '@/lib/session';
import { connectNotifySocket, getSocket, subscribeSocket } from '@/lib/socket';
import type { CallSignal } from '@ehp/api-types';
import { parseCallSignal, parseCallStatus, parseNotifyError, parsePatientPresence } from './call-payloads';
import { callIdOf, doctorCallWords, NO_CALL, onCallStatus, onNotifyError, type DoctorCall } from './doctor-call-state';

/**
 * The patient's panel gives up after 10 s and tells the server "missed"; if that word never comes
 * (the patient's tab froze), the doctor stops ringing a little later on their own.
 */
const DOCTOR_RING_LIMIT_MS = INCOMING_CALL_DISMISS_MS + 5_000;

/**
 * The doctor's /notify socket: who of the doctor's patients is connected (live), and the one call the
 * doctor makes at a time, from call_start to its outcome.
 */
export function useDoctorCalls(session: SignedInSession) {
  const socket = useSyncExternalStore(subscribeSocket, getSocket, () => null);
  const [online, setOnline] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [call, setCall] = useState<DoctorCall>(NO_CALL);
  const callRef = useRef(call);
  // The patient's offer follows the accept at once, before the call view (loaded on demand) listens:
  // keep the current call's signals until the view takes them.
  const early = useRef<{ callId: string; signals: CallSignal['signal'][]; taken: boolean } | null>(null);
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
      if (!signal || current.phase !== 'connected' || current.callId !== signal.call_id) return;
      if (early.current?.callId !== signal.call_id)
        early.current = { callId: signal.call_id, signals: [], taken: false };
      if (!early.current.taken) early.current.signals.push(signal.signal);
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
  }, [socket, session.pmdc, update]);

  const ringingId = call.phase === 'ringing' ? call.callId : null;
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
  }, [ringingId, socket, update]);

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
    if (current.phase !== 'connected') return [];
    if (early.current?.callId !== current.callId) early.current = { callId: current.callId, signals: [], taken: false };
    early.current.taken = true;
    return early.current.signals.splice(0);
  }, []);

  return { socket, online, call, start, cancel, ended, takeEarlySignals };
}
