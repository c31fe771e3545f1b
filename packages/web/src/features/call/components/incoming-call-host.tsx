import type { ReceiveCall } from '@ehp/api-types';
import { CallDeclineReason, CallHangupReason, NotifyErrorCode } from '@ehp/api-types/schema';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type RefObject,
} from 'react';
import { INCOMING_CALL_DISMISS_MS } from '@/config/constants';
import { showCallAlert } from '@/lib/call-alerts';
import { announceCallOutcome } from '@/lib/call-outcome';
import { useSession } from '@/lib/session';
import { getSocket, subscribeSocket } from '@/lib/socket';
import { callMessages } from '../lib/call-messages';
import { parseCallEnded, parseNotifyError, parseReceiveCall } from '../lib/call-payloads';
import { currentCallId, IDLE, onReceiveCall, type CallState } from '../lib/call-state';
import { loadSimplePeer } from '../lib/load-simple-peer';
import { startRingtone } from '../lib/ringtone';
import type { CallSocket } from '../lib/use-video-call';
import { CallErrorBoundary } from './call-error-boundary';
import { CallNotice, IncomingCallPanel, RingingBar } from './incoming-call-panel';

type VideoCallModule = typeof import('./video-call');
let videoCallModule: Promise<VideoCallModule> | null = null;
/** The call view once fetched: rendering it directly skips a Suspense round (React holds a revealed fallback ~300 ms). */
let loadedVideoCall: VideoCallModule['default'] | null = null;

/** One fetch of the call view, shared by the prefetch and React.lazy; a failed fetch may be retried. */
function loadVideoCall(): Promise<VideoCallModule> {
  videoCallModule ??= import('./video-call').then(
    (module) => {
      loadedVideoCall = module.default;
      return module;
    },
    (error: unknown) => {
      videoCallModule = null;
      throw error;
    },
  );
  return videoCallModule;
}
const LazyVideoCall = lazy(loadVideoCall);

/** The call view for one call; which component renders it is fixed at mount so it never remounts mid-call. */
function CallView(props: ComponentProps<VideoCallModule['default']>) {
  const [View] = useState(() => loadedVideoCall ?? LazyVideoCall);
  return (
    <Suspense fallback={<CallNotice message={callMessages.connecting(props.call.doctor_name ?? '')} />}>
      <View {...props} />
    </Suspense>
  );
}

/** While a call rings, fetch the call view and simple-peer so Accept opens it without waiting. */
function prefetchCallCode(): void {
  void loadVideoCall().catch(() => {});
  void loadSimplePeer().catch(() => {});
}

/** A call not taken, and what happens next: the doctor may ring again. */
const afterMissed = (what: string) => `${what} ${callMessages.mayCallAgain}`;

type HostProps = { socket: CallSocket & { readonly connected: boolean }; patientId: string };

type Update = (next: CallState) => void;

/**
 * Listens for receive_call, call_ended and notify_error (taken elsewhere), and asks for a call still
 * ringing. stateRef is the host's one ref, the same on every render.
 */
function useCallEvents(socket: HostProps['socket'], patientId: string, stateRef: RefObject<CallState>, update: Update) {
  useEffect(() => {
    const onReceive = (payload: unknown) => {
      const call = parseReceiveCall(payload);
      if (!call) return;
      const outcome = onReceiveCall(stateRef.current, call);
      if (outcome.kind === 'busy')
        socket.emit('call_decline', { call_id: call.call_id, reason: CallDeclineReason.busy });
      if (outcome.kind === 'ring') {
        update(outcome.next);
        prefetchCallCode();
      }
    };
    const onEnded = (payload: unknown) => {
      const ended = parseCallEnded(payload);
      if (!ended || ended.call_id !== currentCallId(stateRef.current)) return;
      // Said by reason code from the call catalogue, in the page's language: never the server's English text.
      update({ phase: 'idle', notice: callMessages.ended[ended.reason] });
      announceCallOutcome();
    };
    // Another tab of this patient answered the call this tab shows (this tab pressed Accept too, or
    // missed call_ended): the call goes on there, so this tab stops ringing or waiting for it.
    const onRefused = (payload: unknown) => {
      const refused = parseNotifyError(payload);
      if (refused?.code !== NotifyErrorCode.taken_elsewhere || refused.call_id !== currentCallId(stateRef.current))
        return;
      update({ phase: 'idle', notice: callMessages.ended.taken_elsewhere });
    };
    socket.on('receive_call', onReceive);
    socket.on('call_ended', onEnded);
    socket.on('notify_error', onRefused);
    // This module (or this effect, on a busy main thread) may come after the socket connected and a
    // receive_call went by unheard: ask again, and the server re-delivers a call that is still ringing.
    if (socket.connected) socket.emit('patient_connection', { patient_id: patientId });
    return () => {
      socket.off('receive_call', onReceive);
      socket.off('call_ended', onEnded);
      socket.off('notify_error', onRefused);
    };
  }, [socket, patientId, stateRef, update]);
}

/** While a call rings: the ringtone, a system notice, and the 10 s after which it is missed. */
function useRingWhileRinging(ringing: ReceiveCall | null, socket: HostProps['socket'], update: Update) {
  useEffect(() => {
    if (!ringing) return;
    const stopTone = startRingtone();
    // In a background tab the tone may not be heard: a system notice too, when the patient allowed it.
    const closeAlert = showCallAlert(
      callMessages.incomingTitle,
      callMessages.notificationBody(ringing.doctor_name),
      ringing.call_id,
    );
    const timer = setTimeout(() => {
      socket.emit('call_decline', { call_id: ringing.call_id, reason: CallDeclineReason.missed });
      update({ phase: 'idle', notice: afterMissed(callMessages.missed(ringing.doctor_name)) });
      announceCallOutcome();
    }, INCOMING_CALL_DISMISS_MS);
    return () => {
      clearTimeout(timer);
      stopTone();
      closeAlert();
    };
  }, [ringing, socket, update]);
}

/**
 * Rings on receive_call, answers busy/missed/declined, and opens the call view on Accept. Minimising
 * is not an answer: the call rings on as a bar, and the 10 s end it as missed.
 */
export function IncomingCallHost({ socket, patientId }: HostProps) {
  const [state, setState] = useState<CallState>(IDLE);
  // The call the patient minimised (it keeps ringing as a bar); a new call rings full size again.
  const [minimisedId, setMinimisedId] = useState<string | null>(null);
  const stateRef = useRef(state);
  const update = useCallback((next: CallState) => {
    stateRef.current = next;
    setState(next);
  }, []);

  useCallEvents(socket, patientId, stateRef, update);

  const ringing = state.phase === 'ringing' ? state.call : null;
  useRingWhileRinging(ringing, socket, update);

  const accept = (call: ReceiveCall) => {
    socket.emit('call_accept', { call_id: call.call_id });
    update({ phase: 'in_call', call });
  };
  const decline = (call: ReceiveCall) => {
    socket.emit('call_decline', { call_id: call.call_id, reason: CallDeclineReason.declined });
    update({ phase: 'idle', notice: afterMissed(callMessages.declined(call.doctor_name)) });
    announceCallOutcome();
  };
  const endWith = useCallback((notice: string) => update({ phase: 'idle', notice }), [update]);

  if (state.phase === 'ringing') {
    const { call } = state;
    if (minimisedId === call.call_id)
      return (
        <RingingBar
          call={call}
          onAccept={() => accept(call)}
          onDecline={() => decline(call)}
          onExpand={() => setMinimisedId(null)}
        />
      );
    return (
      <IncomingCallPanel
        call={call}
        onAccept={() => accept(call)}
        onDecline={() => decline(call)}
        onMinimise={() => setMinimisedId(call.call_id)}
      />
    );
  }
  if (state.phase === 'in_call') {
    const { call } = state;
    const failed = () => {
      socket.emit('call_hangup', { call_id: call.call_id, reason: CallHangupReason.media_error });
      endWith(callMessages.viewFailed);
    };
    return (
      <CallErrorBoundary onError={failed}>
        <CallView key={call.call_id} socket={socket} call={call} onEnded={endWith} />
      </CallErrorBoundary>
    );
  }
  return state.notice ? <CallNotice message={state.notice} onClose={() => update(IDLE)} /> : null;
}

/** The host on the patient's /notify socket, once lib/socket has opened it. */
export default function PatientIncomingCalls() {
  const session = useSession();
  const socket = useSyncExternalStore(subscribeSocket, getSocket, () => null);
  if (!socket || session.role !== 'patient') return null;
  return <IncomingCallHost socket={socket} patientId={session.user_id} />;
}
